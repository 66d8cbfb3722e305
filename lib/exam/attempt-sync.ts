import { isApiError } from '@/lib/api/api-error';
import type { AnswerEntry, OptionKey, SavedAnswers, SubmittedAttempt } from '@/lib/types';
import {
  beginSubmission,
  confirmSent,
  confirmSubmitted,
  recordAnswer,
  submissionEntries,
  toggleFlag,
  unsentEntries,
  type AttemptRecord,
} from './attempt-record';
import { readAttemptRecord, updateAttemptRecord } from './attempt-storage';
import { betterClockSample, clockSample, serverTimeIso, serverTimeMs, type ClockSample } from './clock';
import { runExclusive } from './cross-tab-lock';
import { retryDelayMs } from './retry-delay';

/** What the student is told about the way to the server. */
export type Connection = 'saved' | 'saving' | 'offline' | 'retrying';

export interface SyncSnapshot {
  record: AttemptRecord;
  connection: Connection;
  clockOffsetMs: number;
}

export interface ExamServer {
  saveAnswers: (attemptId: string, answers: AnswerEntry[]) => Promise<SavedAnswers>;
  submit: (
    attemptId: string,
    submission: { submissionId: string; answers: AnswerEntry[]; submittedAt: string },
  ) => Promise<SubmittedAttempt>;
}

export interface AttemptSyncOptions {
  record: AttemptRecord;
  clock: ClockSample;
  server: ExamServer;
  isOnline: () => boolean;
  makeSubmissionId: () => string;
  /** The server confirmed the submission (this tab's or another's). */
  onSubmitted: (solvedExamId: number) => void;
  /** The server closed the attempt without this device's submission: ask it for the result. */
  onClosedElsewhere: () => void;
  /** Answers wait this long for company before they are sent together. */
  batchDelayMs?: number;
  now?: () => number;
}

export type AttemptSync = ReturnType<typeof createAttemptSync>;

/**
 * Keeps one attempt on the device and brings it to the server. Every change is written to local
 * storage before anything else; sending happens in the background, in batches, retried with
 * backoff while the connection or the server fails, and never drops an answer.
 */
export function createAttemptSync(options: AttemptSyncOptions) {
  const { server, isOnline, makeSubmissionId, batchDelayMs = 400, now = Date.now } = options;
  const attemptId = options.record.attemptId;
  let clock = options.clock;
  let problem: 'offline' | 'retrying' | null = null;
  let failures = 0;
  let sending = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  let snapshot = snapshotOf(options.record);

  const serverNowMs = () => serverTimeMs(clock.offsetMs, now());
  const finished = () => snapshot.record.solvedExamId !== null;
  const latest = () => readAttemptRecord(attemptId) ?? snapshot.record;

  function hasWork(record: AttemptRecord) {
    return record.solvedExamId === null && (record.submission !== null || unsentEntries(record).length > 0);
  }

  function snapshotOf(record: AttemptRecord): SyncSnapshot {
    const connection: Connection = problem ?? (hasWork(record) ? 'saving' : 'saved');
    return { record, connection, clockOffsetMs: clock.offsetMs };
  }

  function publish(record: AttemptRecord) {
    snapshot = snapshotOf(record);
    listeners.forEach((listener) => listener());
  }

  /** Another tab may have written since this one last looked: the change applies to what is stored. */
  function update(change: (record: AttemptRecord) => AttemptRecord) {
    publish(updateAttemptRecord(snapshot.record, change));
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(() => void send(), delayMs);
  }

  function failed(kind: 'offline' | 'retrying') {
    failures += 1;
    problem = kind;
    publish(snapshot.record);
    schedule(retryDelayMs(failures));
  }

  async function sendAnswers(record: AttemptRecord) {
    const entries = unsentEntries(record);
    const upToSeq = entries.at(-1)?.seq ?? record.sentSeq;
    const sentAt = now();
    const saved = await server.saveAnswers(attemptId, entries);
    clock = betterClockSample(clock, clockSample(saved.serverNow, sentAt, now()));
    // Refused answers (given after the deadline) count as sent: sending them again cannot help.
    update((current) => confirmSent(current, upToSeq));
  }

  async function sendSubmission(submission: NonNullable<AttemptRecord['submission']>, record: AttemptRecord) {
    const result = await server.submit(attemptId, {
      submissionId: submission.id,
      answers: submissionEntries(record),
      submittedAt: submission.submittedAt,
    });
    update((current) => confirmSubmitted(current, result.solvedExamId));
    options.onSubmitted(result.solvedExamId);
  }

  function sendFailed(error: unknown) {
    if (isApiError(error) && error.kind === 'auth') return; // the app is already leaving for sign-in
    if (isApiError(error) && error.status === 409 && !latest().submission) {
      options.onClosedElsewhere();
      return;
    }
    failed(isApiError(error) && error.kind === 'no-response' ? 'offline' : 'retrying');
  }

  /** Sends what waits, the submission first: it carries every answer anyway. */
  async function send() {
    clearTimeout(timer);
    if (!running || sending || finished()) return;
    if (!isOnline()) {
      failed('offline');
      return;
    }
    const record = latest();
    if (!hasWork(record)) {
      problem = null;
      publish(record);
      return;
    }
    sending = true;
    try {
      if (record.submission) await sendSubmission(record.submission, record);
      else await sendAnswers(record);
    } catch (error) {
      sendFailed(error);
      return;
    } finally {
      sending = false;
    }
    failures = 0;
    problem = null;
    publish(snapshot.record);
    if (hasWork(snapshot.record)) schedule(snapshot.record.submission ? 0 : batchDelayMs);
  }

  function answerAllowed() {
    const record = snapshot.record;
    return record.submission === null && !finished() && serverNowMs() < Date.parse(record.deadline);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Saves on the device at once; the server gets it with the next batch. False when too late. */
    answer(questionId: number, answer: OptionKey | null): boolean {
      if (!answerAllowed()) return false;
      update((record) => recordAnswer(record, questionId, answer, serverNowMs()));
      if (failures === 0) schedule(batchDelayMs);
      return true;
    },

    toggleFlag(questionId: number) {
      update((record) => toggleFlag(record, questionId));
    },

    /** Only for the next load: the screen already shows where it is. */
    rememberPosition(questionId: number) {
      updateAttemptRecord(snapshot.record, (record) => ({ ...record, currentQuestionId: questionId }));
    },

    /** Submits once: the id is stored before the first request, and every later call reuses it. */
    async submit() {
      if (finished()) return;
      await runExclusive(`exam-submission-${attemptId}`, () => {
        update((record) => beginSubmission(record, makeSubmissionId, serverTimeIso(clock.offsetMs, now())));
      });
      failures = 0;
      void send();
    },

    /** The connection came or went: try at once instead of waiting for the backoff. */
    retryNow() {
      failures = 0;
      problem = null;
      void send();
    },

    /** Another tab changed the attempt: show what it wrote, and finish if it was submitted. */
    adoptStored() {
      const stored = readAttemptRecord(attemptId);
      if (!stored) return;
      const wasFinished = finished();
      publish(stored);
      if (stored.solvedExamId !== null && !wasFinished) options.onSubmitted(stored.solvedExamId);
      else if (failures === 0 && hasWork(stored)) schedule(batchDelayMs);
    },

    /** Starts sending what is waiting; the returned function stops all timers. */
    start() {
      running = true;
      void send();
      return () => {
        running = false;
        clearTimeout(timer);
      };
    },
  };
}
