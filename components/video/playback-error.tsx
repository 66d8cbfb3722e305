'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import type { PlaybackErrorKind } from '@/lib/video/playback-error';

/** Why the video stopped, in place of the player, and a way to set it up again. */
export function PlaybackError({ kind, onRetry }: { kind: PlaybackErrorKind; onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <div className="flex aspect-video w-full items-center justify-center rounded-lg border border-slate-300 dark:border-slate-600">
      <StatusPanel tone="error" message={t.video.errors[kind]}>
        <Button onClick={onRetry}>{t.common.retry}</Button>
      </StatusPanel>
    </div>
  );
}
