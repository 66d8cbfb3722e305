'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
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
  flagged: number;
  total: number;
  onSubmit: () => void;
  onRetryNow: () => void;
}

/**
 * Submitting after a confirmation, then where the submission is until the server confirms it. The
 * confirmation is a dialog, so it opens in view whatever the page's scroll (a phone shows it over
 * the question), with the unanswered and flagged counts; focus starts on "Keep answering", the
 * safe choice.
 */
export function SubmitPanel({
  stage,
  problem,
  storageFull,
  timeUp,
  answered,
  flagged,
  total,
  onSubmit,
  onRetryNow,
}: SubmitPanelProps) {
  const { t, locale } = useMessages();
  const [confirming, setConfirming] = useState(false);
  const keepAnsweringRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const descriptionId = useId();

  // The dialog is gone once submitting starts: focus goes to where the submission is told.
  useEffect(() => {
    if (confirming && stage !== 'open') statusRef.current?.focus();
  }, [confirming, stage]);

  if (stage === 'open' && !timeUp) {
    return (
      <>
        <Button onClick={() => setConfirming(true)} className="w-full">
          {t.exam.submit}
        </Button>
        <ModalDialog
          open={confirming}
          onDismiss={() => setConfirming(false)}
          title={t.exam.confirmTitle}
          descriptionId={descriptionId}
          initialFocus={keepAnsweringRef}
        >
          <div id={descriptionId} data-testid="submit-confirmation" className="flex flex-col gap-2">
            <p>{plural(locale, total, t.exam.confirmSubmit, { answered })}</p>
            <ul className="flex list-disc flex-col gap-1 pl-5">
              <li>{plural(locale, total - answered, t.exam.confirmUnanswered)}</li>
              <li>{plural(locale, flagged, t.exam.confirmFlagged)}</li>
            </ul>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button sends onClick={onSubmit}>
              {t.exam.submitNow}
            </Button>
            <Button ref={keepAnsweringRef} variant="secondary" onClick={() => setConfirming(false)}>
              {t.exam.keepAnswering}
            </Button>
          </div>
        </ModalDialog>
      </>
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
