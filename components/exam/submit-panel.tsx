'use client';

import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SendProblem } from '@/lib/exam/answer-status';
import { plural } from '@/lib/i18n/plural';

export type SubmissionStage = 'open' | 'submitting' | 'submitted';

interface SubmitPanelProps {
  stage: SubmissionStage;
  problem: SendProblem | null;
  /** The device could not store the answers: never claim they are safe on it. */
  storageFull: boolean;
  timeUp: boolean;
  answered: number;
  total: number;
  onSubmit: () => void;
  onRetryNow: () => void;
}

/** Submitting after a confirmation, then where the submission is until the server confirms it. */
export function SubmitPanel({
  stage,
  problem,
  storageFull,
  timeUp,
  answered,
  total,
  onSubmit,
  onRetryNow,
}: SubmitPanelProps) {
  const { t, locale } = useMessages();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  // The confirmation's buttons are gone once submitting starts: focus goes where they were.
  useEffect(() => {
    if (confirming && stage !== 'open') statusRef.current?.focus();
  }, [confirming, stage]);

  if (stage === 'open' && !timeUp) {
    if (!confirming) {
      return (
        <Button onClick={() => setConfirming(true)} className="w-full">
          {t.exam.submit}
        </Button>
      );
    }
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-brand-500 p-4" data-testid="submit-confirmation">
        <p ref={confirmRef} tabIndex={-1} className="focus:outline-none">
          {plural(locale, total, t.exam.confirmSubmit, { answered })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button sends onClick={onSubmit}>
            {t.exam.submitNow}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t.exam.keepAnswering}
          </Button>
        </div>
      </div>
    );
  }

  const waiting = problem !== null;
  const message =
    stage === 'submitted'
      ? t.exam.submission.submitted
      : problem
        ? storageFull
          ? t.exam.connection.notStoredOffline
          : t.exam.submission[problem]
        : t.exam.submission.sending;
  return (
    <div
      ref={statusRef}
      role="status"
      tabIndex={-1}
      data-testid="submission-status"
      className="flex flex-col gap-3 rounded-xl border border-slate-300 p-4 focus:outline-none dark:border-slate-600"
    >
      {timeUp && <p className="font-semibold">{t.exam.timeUp}</p>}
      <p className="flex items-center gap-2">
        {!waiting && <Spinner size={20} />}
        {message}
      </p>
      {waiting && (
        <Button variant="secondary" sends onClick={onRetryNow}>
          {t.exam.submission.tryNow}
        </Button>
      )}
    </div>
  );
}
