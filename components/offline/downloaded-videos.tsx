'use client';

import { Link } from '@/components/ui/link';
import { useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { format } from '@/lib/i18n/format';
import { formatBytes } from '@/lib/offline/format-bytes';
import type { OfflineVideo } from '@/lib/offline/offline-videos';
import { routes } from '@/lib/routes/routes';

interface DownloadedVideosProps {
  videos: OfflineVideo[] | null;
  onDelete: (vodId: number) => Promise<void>;
}

/** The videos on this device: play one, or delete it to free space. */
export function DownloadedVideos({ videos, onDelete }: DownloadedVideosProps) {
  const { t, locale } = useMessages();
  const [deleted, setDeleted] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  if (videos === null) return <p role="status">{t.offline.loadingDownloads}</p>;
  const remove = (video: OfflineVideo) =>
    void onDelete(video.vodId).then(
      () => {
        setDeleted(format(t.offline.deleted, { name: video.name }));
        // Its row and Delete button are gone: focus moves to the message saying so, not to <body>.
        status.current?.focus();
      },
      (error: unknown) => console.warn('Deleting a downloaded video failed', error),
    );

  return (
    <div className="flex flex-col gap-3">
      {videos.length === 0 ? (
        <p>{t.offline.listEmpty}</p>
      ) : (
        <ul data-testid="downloaded-videos" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {videos.map((video) => (
            <li key={video.vodId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex flex-col">
                <Link
                  href={routes.offlineVideo(video.vodId)}
                  aria-label={format(t.offline.play, { name: video.name })}
                  className="font-medium text-brand-700 underline dark:text-brand-100"
                >
                  {video.name}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {format(t.offline.listItem, {
                    size: formatBytes(video.bytes, locale),
                    date: dates.format(new Date(video.downloadedAt)),
                  })}
                </span>
              </div>
              <Button
                variant="secondary"
                onClick={() => remove(video)}
                aria-label={format(t.offline.delete, { name: video.name })}
              >
                {t.offline.deleteAction}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p ref={status} tabIndex={-1} role="status" className="text-sm">
        {deleted}
      </p>
    </div>
  );
}
