'use client';

import type { ReactNode } from 'react';
import { MessagesArea } from '@/components/providers/messages-area';
import { enUSHelp } from '@/lib/i18n/en-US/help';

/** The help screen's words: English ships with the screen's own chunk, not with every page. */
export function HelpWords({ children }: { children: ReactNode }) {
  return (
    <MessagesArea area="help" bundled={enUSHelp}>
      {children}
    </MessagesArea>
  );
}
