'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { format } from '@/lib/i18n/format';
import { formatBytes } from '@/lib/offline/format-bytes';
import type { DownloadProgress as Progress } from '@/lib/offline/video-download';

/** A running download: a bar, percent and size, and the way to stop it. */
export function DownloadProgress({
  name,
  progress,
  onCancel,
}: {
  name: string;
  progress: Progress;
  onCancel: () => void;
}) {
  const { t, locale } = useMessages();
  const done = formatBytes(progress.doneBytes, locale);
  const text =
    progress.totalBytes === null
      ? `${progress.percent}% · ${done}`
      : format(progress.exactTotal ? t.offline.progress : t.offline.progressAbout, {
          percent: progress.percent,
          done,
          total: formatBytes(progress.totalBytes, locale),
        });
  return (
    <div className="flex flex-col gap-2">
      <ProgressBar percent={progress.percent} label={format(t.offline.downloading, { name })} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="download-progress" aria-live="polite" className="text-sm">
          {text}
        </p>
        <Button variant="secondary" onClick={onCancel}>
          {t.offline.cancel}
        </Button>
      </div>
    </div>
  );
}
