'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { isAnswered } from '@/lib/exam/attempt-record';
import { orderedQuestions, passagesById, sectionNames, startIndex } from '@/lib/exam/exam-questions';
import type { ExamKeyAction } from '@/lib/exam/keyboard';
import { keepSubmitted } from '@/lib/exam/kept-attempts';
import type { OpenedAttempt } from '@/hooks/api/use-attempt-start';
import { useAttemptSync } from '@/hooks/exam/use-attempt-sync';
import { routes } from '@/lib/routes/routes';
import type { Exam, OptionKey } from '@/lib/types';
import { ConnectionStatus, StorageFullAlert } from './connection-status';
import { ExamCountdown } from './exam-countdown';
import { PassagePanel } from './passage-panel';
import { QuestionControls } from './question-controls';
import { QuestionNavigator } from './question-navigator';
import { QuestionPanel } from './question-panel';
import { SubmitPanel, type SubmissionStage } from './submit-panel';
import { useExamShortcuts } from '@/hooks/exam/use-exam-shortcuts';
import { useMediaQuery } from '@/hooks/ui/use-media-query';
import { breakpoints } from '@/lib/config/ui';
import { NavigatorSheet } from './navigator-sheet';

interface ExamSessionProps {
  exam: Exam;
  started: OpenedAttempt;
  /** The server refused the attempt (submitted elsewhere, or not found): ask it what became of it. */
  onAttemptRefused: () => void;
  /** Opened by the start screen's button, which is gone: focus goes to the question. */
  focusOnOpen?: boolean;
}

/** Taking the exam: the countdown, one question at a time, the navigator and the submission. */
export function ExamSession({ exam, started, onAttemptRefused, focusOnOpen = false }: ExamSessionProps) {
  const { t } = useMessages();
  const router = useRouter();
  const questions = useMemo(() => orderedQuestions(exam), [exam]);
  const passages = useMemo(() => passagesById(exam), [exam]);
  const sections = useMemo(() => sectionNames(exam), [exam]);
  const openSummary = useCallback(
    (solvedExamId: number) => {
      void keepSubmitted(started.attempt, started.clock, solvedExamId);
      router.replace(routes.examSummary(solvedExamId));
    },
    [router, started],
  );
  const { sync, snapshot } = useAttemptSync(started, { onSubmitted: openSummary, onAttemptRefused });
  const { record, status, problem, storageFull, clockOffsetMs } = snapshot;

  const [index, setIndex] = useState(() =>
    startIndex(questions, record.currentQuestionId, (questionId) => isAnswered(record, questionId)),
  );
  const [timeUp, setTimeUp] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Below product.md section 9's small breakpoint the 80 questions would push Submit a screen away: a bar opens them.
  const wide = useMediaQuery(`(min-width: ${breakpoints.small}px)`);

  const question = questions[index];
  const flagged = useMemo(() => new Set(record.flagged), [record.flagged]);
  const stage: SubmissionStage = record.solvedExamId !== null ? 'submitted' : record.submission ? 'submitting' : 'open';
  const locked = timeUp || stage !== 'open' || status === 'closedElsewhere';
  const answeredCount = questions.filter((item) => isAnswered(record, item.id)).length;

  const goTo = useCallback(
    (next: number) => {
      moved.current = true;
      setIndex(Math.min(questions.length - 1, Math.max(0, next)));
    },
    [questions.length],
  );

  const openedByStart = useRef(focusOnOpen);
  useEffect(() => {
    if (openedByStart.current) headingRef.current?.focus();
  }, []);

  useEffect(() => {
    const current = questions[index];
    if (!moved.current || !current) return;
    headingRef.current?.focus();
    sync.rememberPosition(current.id);
  }, [index, questions, sync]);

  const answer = useCallback((questionId: number, key: OptionKey | null) => void sync.answer(questionId, key), [sync]);
  // The Clear button turns disabled: focus goes to the options, where the next answer is given.
  const clearAnswer = useCallback(
    (questionId: number) => {
      answer(questionId, null);
      headingRef.current?.closest('section')?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    },
    [answer],
  );
  const submit = useCallback(() => void sync.submit(), [sync]);
  const handleTimeUp = useCallback(() => {
    setTimeUp(true);
    void sync.submit();
  }, [sync]);

  useExamShortcuts((action: ExamKeyAction) => {
    if (!question) return;
    if (action.type === 'next') goTo(index + 1);
    else if (action.type === 'previous') goTo(index - 1);
    else if (action.type === 'flag') sync.toggleFlag(question.id);
    else if (!locked) answer(question.id, action.key);
  });

  if (!question) return null;
  const navigator = {
    questions,
    currentIndex: index,
    answers: record.answers,
    answeredCount,
    flagged,
    onSelect: goTo,
  };
  const passage = question.passageId === null ? undefined : passages.get(question.passageId);
  const besidePassage = exam.examType === 'yokdil' && passage !== undefined;

  return (
    <div className="flex flex-col gap-4">
      {/* Opaque, as the question scrolls under it; one row on a phone in either language, the
          status beside the time wrapping within its own box. */}
      <div
        data-testid="exam-timer-bar"
        className="sticky top-0 z-10 -mx-4 flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 dark:border-slate-700 dark:bg-slate-950"
      >
        <ExamCountdown deadline={record.deadline} clockOffsetMs={clockOffsetMs} onTimeUp={handleTimeUp} />
        <ConnectionStatus status={status} />
        <StorageFullAlert storageFull={storageFull} />
      </div>
      {started.source === 'device' && (
        <p
          data-testid="exam-from-device"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {started.onServer ? t.examOffline.openedFromDevice : t.examOffline.startedOffline}
        </p>
      )}

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{sections.get(question.id)}</p>
          <div className={besidePassage ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col gap-4'}>
            {passage && <PassagePanel passage={passage} label={t.exam.passage} />}
            <QuestionPanel
              key={question.id}
              ref={headingRef}
              question={question}
              total={questions.length}
              answer={record.answers[question.id]?.answer ?? null}
              flagged={flagged.has(question.id)}
              locked={locked}
              onAnswer={answer}
            />
          </div>
          <QuestionControls
            isFirst={index === 0}
            isLast={index === questions.length - 1}
            flagged={flagged.has(question.id)}
            answered={isAnswered(record, question.id)}
            locked={locked}
            onPrevious={() => goTo(index - 1)}
            onNext={() => goTo(index + 1)}
            onToggleFlag={() => sync.toggleFlag(question.id)}
            onClear={() => clearAnswer(question.id)}
          />
          {/* Only where there are keys to press: not on a touch-only phone or tablet. */}
          <p className="hidden text-sm text-slate-600 sm:[@media(any-pointer:fine)]:block dark:text-slate-400">
            {t.exam.shortcuts}
          </p>
        </div>
        <aside className="flex flex-col gap-4">
          {wide ? (
            <QuestionNavigator {...navigator} />
          ) : (
            <NavigatorSheet {...navigator} onChosen={() => headingRef.current?.focus()} />
          )}
          <SubmitPanel
            stage={stage}
            problem={problem}
            storageFull={storageFull}
            timeUp={timeUp}
            answered={answeredCount}
            flagged={flagged.size}
            total={questions.length}
            onSubmit={submit}
            onRetryNow={() => sync.retryNow()}
          />
        </aside>
      </div>
    </div>
  );
}
