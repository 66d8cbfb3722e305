import { isApiError } from '@/lib/api/api-error';
import type { AnswerEntry, OptionKey, SavedAnswers, SubmittedAttempt } from '@/lib/types';
import {
  beginSubmission,
  confirmSent,
  confirmSubmitted,
  newAnswer,
  submissionEntries,
  toggleFlag,
  unsentEntries,
  withAnswers,
  withStored,
  type AttemptRecord,
} from './attempt-record';
import { answerStatus, type AnswerStatus, type SendProblem } from './answer-status';
import { subscribeToAttemptChanges } from './attempt-changes';
import { readAttemptRecord, updateAttemptRecord } from './attempt-storage';
import { betterClockSample, clockSample, serverTimeIso, serverTimeMs, type ClockSample } from './clock';
import { retryDelayMs } from './retry-delay';
import { journalAnswers, journaledAnswers } from './unstored-journal';

export interface SyncSnapshot {
  /** What this tab shows: the stored record plus its own answers not on disk yet. */
  record: AttemptRecord;
  status: AnswerStatus;
  problem: SendProblem | null;
  /** The device could not store the last change (storage full, IndexedDB unusable). */
  storageFull: boolean;
  clockOffsetMs: number;
}

/**
 * What a new snapshot carries: the student's own change (`student`), which the screen shows in
 * the frame after their tap, or the device's and the server's news about it (`background`:
 * stored, sent, a problem), which may wait until that frame is drawn.
 */
export type SnapshotChange = 'student' | 'background';

export interface ExamServer {
  saveAnswers: (attemptId: string, answers: AnswerEntry[]) => Promise<SavedAnswers>;
  submit: (
    attemptId: string,
    submission: { submissionId: string; answers: AnswerEntry[]; submittedAt: string },
  ) => Promise<SubmittedAttempt>;
}

export interface AttemptSyncOptions {
  record: AttemptRecord;
  /** Applied to the stored record at start (the resume rule against what is stored by then). */
  reconcile?: (stored: AttemptRecord) => AttemptRecord;
  clock: ClockSample;
  server: ExamServer;
  isOnline: () => boolean;
  makeSubmissionId: () => string;
  /** The server confirmed the submission (this tab's or another's). */
  onSubmitted: (solvedExamId: number) => void;
  /**
   * The server closed the attempt without this device's submission: ask it for the result.
   * `notCounted` is how many answers given here it refused for that (never sent before it closed).
   */
  onClosedElsewhere: (notCounted: number) => void;
  /** Answers wait this long for company before they are sent together. */
  batchDelayMs?: number;
  now?: () => number;
}

export type AttemptSync = ReturnType<typeof createAttemptSync>;

const unchanged = (record: AttemptRecord) => record;

/**
 * Keeps one attempt on the device and brings it to the server. A change shows at once; it is
 * written to the device in its own strict transaction (the status says "saved on this device"
 * only once that completed), and sent to the server in batches, retried with backoff, whether
 * or not the device could store it: an answer is never dropped or unselected.
 */
export function createAttemptSync(options: AttemptSyncOptions) {
  const { server, isOnline, makeSubmissionId, batchDelayMs = 400, now = Date.now } = options;
  const attemptId = options.record.attemptId;
  let clock = options.clock;
  /** Answers shown but not on disk yet: every write carries them until one succeeds. */
  const unstored = new Map<number, AnswerEntry>();
  // What an earlier page of this tab showed but had not stored (a reload right after a tap).
  const journaled = journaledAnswers(attemptId);
  journaled.forEach((entry) => unstored.set(entry.questionId, entry));
  let memory = withAnswers(options.record, journaled);
  let writes = 0;
  let storageFailed = false;
  let readAgain = false;
  let submissionStored: Promise<void> | null = null;
  let problem: SendProblem | null = null;
  let failures = 0;
  let sending = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(change: SnapshotChange) => void>();
  let snapshot = snapshotOf();

  const serverNowMs = () => serverTimeMs(clock.offsetMs, now());
  const finished = () => memory.solvedExamId !== null;

  function hasWork(record: AttemptRecord) {
    return record.solvedExamId === null && (record.submission !== null || unsentEntries(record).length > 0);
  }

  function snapshotOf(): SyncSnapshot {
    const status = answerStatus({ record: memory, unstoredCount: unstored.size, storageFailed, problem });
    return { record: memory, status, problem, storageFull: storageFailed, clockOffsetMs: clock.offsetMs };
  }

  /** `student`: the student's own change (an answer, a flag), shown in the frame after their tap. */
  function publish(change: SnapshotChange = 'background') {
    snapshot = snapshotOf();
    listeners.forEach((listener) => listener(change));
  }

  /** Takes the stored record (other tabs' changes in it); follows another tab's submission. */
  function adopt(stored: AttemptRecord) {
    const wasFinished = finished();
    memory = withStored(memory, stored, [...unstored.values()], writes > 1 || storageFailed);
    if (!wasFinished && memory.solvedExamId !== null) options.onSubmitted(memory.solvedExamId);
  }

  /**
   * Applies `apply` to the stored record in one transaction (`base` stands in when nothing is
   * stored), carrying every answer not stored yet. True once on disk.
   */
  function persist(apply: (record: AttemptRecord) => AttemptRecord, base: AttemptRecord): Promise<boolean> {
    const entries = [...unstored.values()];
    writes += 1;
    return updateAttemptRecord(base, (stored) => apply(withAnswers(stored, entries)))
      .then(
        (stored) => {
          entries.forEach((entry) => unstored.get(entry.questionId) === entry && unstored.delete(entry.questionId));
          journalAnswers(attemptId, [...unstored.values()]);
          storageFailed = false;
          adopt(stored);
          return true;
        },
        (error: unknown) => {
          storageFailed = true;
          console.warn('Could not store the exam answers on this device', error);
          return false;
        },
      )
      .finally(() => {
        writes -= 1;
        publish();
        if (writes === 0 && readAgain) void adoptStored();
      });
  }

  /** Shows the change at once (`student`: in the next frame) and stores it. */
  function change(
    apply: (record: AttemptRecord) => AttemptRecord,
    by: SnapshotChange = 'background',
  ): Promise<boolean> {
    const before = memory;
    memory = apply(memory);
    publish(by);
    return persist(apply, before);
  }

  async function adoptStored() {
    if (writes > 0) {
      readAgain = true; // the running write may have read before the other tab's change
      return;
    }
    readAgain = false;
    const stored = await readAttemptRecord(attemptId).catch(() => null);
    if (!stored) return;
    if (writes > 0) {
      readAgain = true;
      return;
    }
    adopt(stored);
    publish();
    if (!finished() && failures === 0 && hasWork(memory)) schedule(batchDelayMs);
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(() => void send(), delayMs);
  }

  function failed(kind: SendProblem) {
    failures += 1;
    problem = kind;
    publish();
    schedule(retryDelayMs(failures));
  }

  async function sendAnswers() {
    const entries = unsentEntries(memory);
    const sentAt = now();
    const saved = await server.saveAnswers(attemptId, entries);
    clock = betterClockSample(clock, clockSample(saved.serverNow, sentAt, now()));
    // Refused answers (given after the deadline) count as sent: sending them again cannot help.
    void change((record) => confirmSent(record, entries));
  }

  async function sendSubmission(submission: NonNullable<AttemptRecord['submission']>) {
    const result = await server.submit(attemptId, {
      submissionId: submission.id,
      answers: submissionEntries(memory),
      submittedAt: submission.submittedAt,
    });
    void change((record) => confirmSubmitted(record, result.solvedExamId));
    options.onSubmitted(result.solvedExamId);
  }

  function sendFailed(error: unknown) {
    if (isApiError(error) && error.kind === 'auth') return; // the app is already leaving for sign-in
    if (isApiError(error) && error.status === 409 && !memory.submission) {
      options.onClosedElsewhere(unsentEntries(memory).length);
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
    if (!hasWork(memory)) {
      problem = null;
      publish();
      return;
    }
    sending = true;
    try {
      if (memory.submission) await sendSubmission(memory.submission);
      else await sendAnswers();
    } catch (error) {
      sendFailed(error);
      return;
    } finally {
      sending = false;
    }
    failures = 0;
    problem = null;
    publish();
    if (hasWork(memory)) schedule(memory.submission ? 0 : batchDelayMs);
  }

  function answerAllowed() {
    return memory.submission === null && !finished() && serverNowMs() < Date.parse(memory.deadline);
  }

  /** The submission id is on disk (or, the device failing, at least here) before the first request. */
  function storeSubmission(): Promise<void> {
    let id: string | undefined;
    const begin = (record: AttemptRecord) =>
      beginSubmission(record, () => (id ??= makeSubmissionId()), serverTimeIso(clock.offsetMs, now()));
    return persist(begin, memory).then((stored) => {
      if (!stored) memory = begin(memory);
      publish();
    });
  }

  return {
    getSnapshot: () => snapshot,
    /** `listener` hears of every new snapshot, and whether it shows the student's own change. */
    subscribe(listener: (change: SnapshotChange) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Shows and stores the answer at once; the server gets it with the next batch. False when too late. */
    answer(questionId: number, answer: OptionKey | null): boolean {
      if (!answerAllowed()) return false;
      const entry = newAnswer(memory, questionId, answer, serverNowMs());
      unstored.set(questionId, entry);
      journalAnswers(attemptId, [...unstored.values()]);
      void change((record) => withAnswers(record, [entry]), 'student');
      if (failures === 0) schedule(batchDelayMs);
      return true;
    },

    toggleFlag(questionId: number) {
      void change((record) => toggleFlag(record, questionId), 'student');
    },

    /** Only for the next load: the screen already shows where it is. */
    rememberPosition(questionId: number) {
      const remember = (record: AttemptRecord) => ({ ...record, currentQuestionId: questionId });
      memory = remember(memory);
      void persist(remember, memory);
    },

    /** Submits once: the id is stored before the first request, and every later call (or tab) reuses it. */
    async submit() {
      if (finished()) return;
      submissionStored ??= memory.submission ? Promise.resolve() : storeSubmission();
      await submissionStored;
      failures = 0;
      void send();
    },

    /** The connection came or went: try at once instead of waiting for the backoff. */
    retryNow() {
      failures = 0;
      problem = null;
      void send();
    },

    /** Another tab stored a change: show it, and finish if it was a confirmed submission. */
    adoptStored,

    /** Stores the record as resumed and starts sending what is waiting; the returned function stops it all. */
    start() {
      running = true;
      const unsubscribe = subscribeToAttemptChanges((id) => id === attemptId && void adoptStored());
      void persist(options.reconcile ?? unchanged, memory);
      void send();
      return () => {
        running = false;
        clearTimeout(timer);
        unsubscribe();
      };
    },
  };
}
