'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import { saveExamAnswers, submitExamAttempt } from '@/lib/api/endpoints';
import { recordToOpen } from '@/lib/exam/attempt-opening';
import { createAttemptSync, type AttemptSync, type ExamServer, type SnapshotChange } from '@/lib/exam/attempt-sync';
import { randomUuid } from '@/lib/random/uuid';
import { holdSessionOpen } from '@/lib/session/idle-session';
import type { OpenedAttempt } from '@/hooks/api/use-attempt-start';

/** The exam calls an attempt is sent with. */
export const examServer: ExamServer = { saveAnswers: saveExamAnswers, submit: submitExamAttempt };

interface Handlers {
  onSubmitted: (solvedExamId: number) => void;
  onAttemptRefused: () => void;
}

function openAttempt(started: OpenedAttempt, handlers: { current: Handlers }): AttemptSync {
  const { clock, onServer, stored } = started;
  return createAttemptSync({
    record: recordToOpen(started, stored),
    reconcile: (current) => recordToOpen(started, current),
    clock,
    server: examServer,
    // An attempt started offline is sent only once the server has created it (the exam screen reopens it then).
    isOnline: () => onServer && navigator.onLine,
    makeSubmissionId: randomUuid,
    onSubmitted: (solvedExamId) => handlers.current.onSubmitted(solvedExamId),
    onAttemptRefused: () => handlers.current.onAttemptRefused(),
  });
}

/**
 * The attempt as this device keeps it, kept in step with other tabs (the sync listens) and
 * sent again as soon as the connection returns or the tab is hidden (phones end hidden tabs).
 *
 * The student's own change renders at once, inside their tap (a controlled radio must be checked
 * before the event ends). The news that follows it (stored on the device, sent, a problem) renders
 * as a transition: it often lands between the tap and the next frame, and must not hold that
 * frame back (bench: exam answer, click to frame).
 */
export function useAttemptSync(started: OpenedAttempt, handlers: Handlers) {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const [sync] = useState(() => openAttempt(started, handlersRef));
  const [snapshot, setSnapshot] = useState(sync.getSnapshot);

  useEffect(() => {
    const show = (change: SnapshotChange) => {
      const next = sync.getSnapshot();
      if (change === 'student') setSnapshot(next);
      else startTransition(() => setSnapshot(next));
    };
    const unsubscribe = sync.subscribe(show);
    // A change between the first render and this subscription is shown too.
    show('background');
    return () => {
      unsubscribe();
    };
  }, [sync]);

  useEffect(() => {
    const retryNow = () => sync.retryNow();
    const onHidden = () => document.visibilityState === 'hidden' && sync.retryNow();
    window.addEventListener('online', retryNow);
    window.addEventListener('offline', retryNow);
    document.addEventListener('visibilitychange', onHidden);
    const stop = sync.start();
    // A running exam is activity: a shared computer does not sign its student out mid-exam.
    const release = holdSessionOpen();
    return () => {
      release();
      window.removeEventListener('online', retryNow);
      window.removeEventListener('offline', retryNow);
      document.removeEventListener('visibilitychange', onHidden);
      stop();
    };
  }, [sync]);

  return { sync, snapshot };
}
