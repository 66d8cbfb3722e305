'use client';

import type { ComponentType, ReactNode } from 'react';
import { MessagesArea } from '@/components/providers/messages-area';
import { enUSOffline } from '@/lib/i18n/en-US/offline';

/**
 * The words of offline use (downloaded videos, kept courses, work not yet sent): English ships with
 * the screens and parts that show them, not with every page. `fallback` as in MessagesArea.
 */
export function OfflineWords({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <MessagesArea area="offline" bundled={enUSOffline} fallback={fallback}>
      {children}
    </MessagesArea>
  );
}

/**
 * `Part` drawn with the offline words, for a part whose code downloads after paint and brings its
 * words along; nothing shows until a Turkish student's words are in.
 */
export function withOfflineWords<Props extends object>(Part: ComponentType<Props>): ComponentType<Props> {
  return function WithOfflineWords(props: Props) {
    return (
      <OfflineWords fallback={null}>
        <Part {...props} />
      </OfflineWords>
    );
  };
}
