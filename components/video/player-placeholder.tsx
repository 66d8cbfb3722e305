'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { Spinner } from '@/components/ui/spinner';

/** The player's box while the player or the stream is still on its way: never an empty area. */
export function PlayerPlaceholder() {
  const { t } = useMessages();
  return (
    <div
      role="status"
      className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-lg bg-slate-900 text-slate-100"
    >
      <Spinner size={48} />
      <p>{t.video.loading}</p>
    </div>
  );
}
