'use client';

import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import type { useKeptPapers } from '@/hooks/api/use-kept-papers';
import { format } from '@/lib/i18n/format';
import { useOnline } from '@/hooks/pwa/use-online';

interface ExamKeepProps {
  examId: number;
  enrollmentId: number;
  name: string;
  papers: ReturnType<typeof useKeptPapers>;
}

type Outcome = 'keptNow' | 'removedNow' | 'keepFailed' | 'keepRefused' | null;

/**
 * Keeps an exam's paper on the device ahead of time (like an offline video), so it can be started
 * without a connection; shows that it is kept, and removes it.
 */
export function ExamKeep({ examId, enrollmentId, name, papers }: ExamKeepProps) {
  const { t } = useMessages();
  const m = t.examOffline;
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const kept = papers.isKept(examId, enrollmentId);
  const hintId = `exam-keep-offline-${examId}`;

  const act = async (action: () => Promise<void>, done: Outcome) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
      setOutcome(done);
    } catch (error) {
      console.warn('Exam paper not kept', error);
      setOutcome(isApiError(error) && error.status === 404 ? 'keepRefused' : 'keepFailed');
    } finally {
      setBusy(false);
    }
  };

  if (papers.data === undefined) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="exam-keep" data-kept={kept}>
      {kept ? (
        <>
          <p className="text-sm text-emerald-800 dark:text-emerald-200">{m.kept}</p>
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={format(m.removeNamed, { name })}
            onClick={() => void act(() => papers.remove(examId, enrollmentId), 'removedNow')}
            className="self-start"
          >
            {m.remove}
          </Button>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={busy || !online}
            aria-label={format(m.keepNamed, { name })}
            aria-describedby={online ? undefined : hintId}
            onClick={() => void act(() => papers.keep(examId, enrollmentId), 'keptNow')}
          >
            {busy ? m.keeping : m.keep}
          </Button>
          {!online && <OfflineHint id={hintId} />}
        </div>
      )}
      <p
        role="status"
        className={
          outcome === 'keepFailed' || outcome === 'keepRefused' ? 'text-sm text-red-700 dark:text-red-300' : 'sr-only'
        }
      >
        {outcome && format(m[outcome], { name })}
      </p>
    </div>
  );
}
