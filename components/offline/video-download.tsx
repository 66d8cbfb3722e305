'use client';

import { Link } from '@/components/ui/link';
import { useCallback, useEffect, useId } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useDownloadRight } from '@/hooks/api/use-download-right';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/i18n/error-message';
import { format } from '@/lib/i18n/format';
import type { Messages } from '@/lib/i18n/messages';
import { formatBytes } from '@/lib/offline/format-bytes';
import { useVideoDownload, type DownloadFailure } from '@/hooks/offline/use-video-download';
import { useOnline } from '@/hooks/pwa/use-online';
import { routes } from '@/lib/routes/routes';
import type { DownloadRight, MaterialDetail } from '@/lib/types';
import { mediaSource } from '@/lib/video/media-source';
import { DownloadProgress } from './download-progress';

function failureText(failure: DownloadFailure, bytes: number | null, t: Messages, locale: string): string {
  switch (failure) {
    case 'cancelled':
      return t.offline.cancelled;
    case 'no-space':
      return format(t.offline.noSpace, { size: bytes === null ? '?' : formatBytes(bytes, locale) });
    case 'no-rights':
      return t.offline.noDownloadsLeft;
    case 'unsupported':
      return t.offline.cannotDownload;
    case 'failed':
      return t.offline.failed;
  }
}

/** Under a video material: download it for offline viewing, within the student's download right. */
export function VideoDownload({ material }: { material: MaterialDetail }) {
  const { t, locale } = useMessages();
  const online = useOnline();
  const headingId = useId();
  const hintId = useId();
  const { data: right, error: rightError, mutate } = useDownloadRight(online);
  // The right after a recorded download is the server's answer: the store takes it as it comes.
  const onRecorded = useCallback((left: DownloadRight) => void mutate(left, { revalidate: false }), [mutate]);
  const { state, start, cancel } = useVideoDownload(material.id, onRecorded);
  const src = mediaSource(material.url);
  const refused = state.phase === 'error' && state.failure === 'no-rights';
  useEffect(() => {
    // The server said no downloads are left: show its count, not the one from before.
    if (refused) void mutate();
  }, [refused, mutate]);

  const body = () => {
    if (state.phase === 'checking') return null;
    if (state.phase === 'done') {
      return (
        <p className="flex flex-wrap items-center gap-3">
          <span>{t.offline.downloaded}</span>
          <Link
            href={routes.offlineVideo(material.id)}
            className="font-medium text-brand-700 underline dark:text-brand-100"
          >
            {t.offline.watchOffline}
          </Link>
        </p>
      );
    }
    if (state.phase === 'downloading')
      return <DownloadProgress name={material.name} progress={state.progress} onCancel={cancel} />;
    if (!src) return <p>{t.offline.cannotDownload}</p>;

    if (online && right === undefined && rightError !== undefined) {
      // product.md section 8's words for the failure, then ours, and another try: nothing to download with until then.
      return (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-red-700 dark:text-red-300">
            {errorMessage(rightError, t)} {t.offline.rightUnavailable}
          </p>
          <Button onClick={() => void mutate()}>{t.common.retry}</Button>
        </div>
      );
    }
    const noneLeft = right !== undefined && right.remaining <= 0;
    const rightText = (() => {
      if (!online) return null;
      if (right === undefined) return t.offline.checkingRight;
      return noneLeft ? t.offline.noDownloadsLeft : format(t.offline.downloadsLeft, { remaining: right.remaining });
    })();
    return (
      <div className="flex flex-col gap-2">
        {state.phase === 'error' && (
          <p
            role={state.failure === 'cancelled' ? 'status' : 'alert'}
            className={state.failure === 'cancelled' ? '' : 'text-red-700 dark:text-red-300'}
          >
            {failureText(state.failure, state.bytes, t, locale)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            sends
            onClick={() => void start({ id: material.id, name: material.name, url: src })}
            disabled={!online || right === undefined || noneLeft}
            aria-describedby={online ? undefined : hintId}
          >
            {t.offline.download}
          </Button>
          {!online && <OfflineHint id={hintId} />}
          {rightText && <span data-testid="download-right">{rightText}</span>}
        </div>
      </div>
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t.offline.downloadTitle}
      </h2>
      {body()}
    </section>
  );
}
