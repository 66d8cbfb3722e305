'use client';

import type { ReactNode } from 'react';
import { MessagesArea } from '@/components/providers/messages-area';
import { enUSViewers } from '@/lib/i18n/en-US/viewers';

/** The video and PDF screens' words: English ships with those screens' chunks, not with every page. */
export function ViewerWords({ children }: { children: ReactNode }) {
  return (
    <MessagesArea area="viewers" bundled={enUSViewers}>
      {children}
    </MessagesArea>
  );
}
