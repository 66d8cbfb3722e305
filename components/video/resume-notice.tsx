'use client';

import { useEffect, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { notification } from '@/lib/config/ui';
import { format } from '@/lib/i18n/format';
import { formatPlaybackTime } from '@/lib/video/format-time';

/**
 * "Resumed at m:ss" for a few seconds after the player seeks to where the student stopped. The
 * live region stays in the page, empty, so screen readers announce the text when it appears.
 */
export function ResumeNotice({ position }: { position: number | null }) {
  const { t } = useMessages();
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    if (position === null) return;
    setShown(position);
    const timer = setTimeout(() => setShown(null), notification.timeoutMs);
    return () => clearTimeout(timer);
  }, [position]);

  return (
    <p role="status" className="min-h-6 text-sm text-slate-700 dark:text-slate-300">
      {shown !== null && format(t.video.resumedAt, { time: formatPlaybackTime(shown) })}
    </p>
  );
}
