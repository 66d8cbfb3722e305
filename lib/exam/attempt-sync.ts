import { isApiError } from '@/lib/api/api-error';
import type { AnswerEntry, OptionKey, SavedAnswers, SubmittedAttempt } from '@/lib/types';
import {
  beginSubmission,
  closedOnServer,
  hasUnsentData,
  newAnswer,
  refuseAttempt,
  settleSaved,
  submissionEntries,
  toggleFlag,
  unsentEntries,
  withAnswers,
  withStored,
  type AttemptRecord,
} from './attempt-record';
import { answerStatus, type AnswerStatus, type SendProblem } from './answer-status';
import { subscribeToAttemptChanges } from './attempt-changes';
import { examTaker } from './attempt-owner';
import { readAttemptRecord, updateAttemptRecord } from './attempt-storage';
import { betterClockSample, clockSample, serverTimeIso, serverTimeMs, type ClockSample } from './clock';
import { retryDelayMs } from './retry-delay';
import { journalAnswers, journaledAnswers } from './unstored-journal';
import { randomUuid } from '@/lib/random/uuid';

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
   * The server refused the attempt: ask it what became of it. Submitted without this device's
   * submission (409), the device has settled it by then (what the server never took is kept as not
   * counted, nothing waits to be sent). Not found (404), it is retried meanwhile: only the server's
   * account of the attempt says whether it is gone.
   */
  onAttemptRefused: () => void;
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
  /** Whose attempt it is: nothing of it is sent under anyone else's session (their token). */
  const owner = options.record.owner ?? examTaker();
  let clock = options.clock;
  /** Answers shown but not on disk yet: every write carries them until one succeeds. */
  const unstored = new Map<number, AnswerEntry>();
  // What an earlier page of this tab showed but had not stored (a reload right after a tap), under
  // this attempt or one whose answers moved into it (the tab showed that one then).
  let movedJournals = options.record.movedFrom ?? [];
  const journaled = [attemptId, ...movedJournals].flatMap(journaledAnswers);
  let memory = withAnswers(options.record, journaled);
  for (const entry of journaled) if (memory.answers[entry.questionId] === entry) unstored.set(entry.questionId, entry);
  let writes = 0;
  let storageFailed = false;
  let readAgain = false;
  let submissionStored: Promise<void> | null = null;
  let problem: SendProblem | null = null;
  let failures = 0;
  let sending = false;
  let running = false;
  /** The server said the attempt was submitted elsewhere: nothing more is taken or sent. */
  let closedElsewhere = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(change: SnapshotChange) => void>();
  /** Names this sync's writes in their announcements. */
  const writer = randomUuid();
  let snapshot = snapshotOf();

  const serverNowMs = () => serverTimeMs(clock.offsetMs, now());
  const finished = () => memory.solvedExamId !== null || closedElsewhere;

  function snapshotOf(): SyncSnapshot {
    const status = answerStatus({
      record: memory,
      unstoredCount: unstored.size,
      storageFailed,
      problem,
      closedElsewhere,
    });
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
    return updateAttemptRecord(base, (stored) => apply(withAnswers(stored, entries)), undefined, writer)
      .then(
        (stored) => {
          entries.forEach((entry) => unstored.get(entry.questionId) === entry && unstored.delete(entry.questionId));
          journalAnswers(attemptId, [...unstored.values()]);
          movedJournals.forEach((movedId) => journalAnswers(movedId, []));
          movedJournals = [];
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
    if (!finished() && failures === 0 && hasUnsentData(memory)) schedule(batchDelayMs);
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
    void change((record) => settleSaved(record, entries, saved.rejected));
  }

  async function sendSubmission(submission: NonNullable<AttemptRecord['submission']>) {
    const result = await server.submit(attemptId, {
      submissionId: submission.id,
      answers: submissionEntries(memory),
      submittedAt: submission.submittedAt,
    });
    // Another device's submission may have scored the attempt first: what only this one had is named.
    void change((record) => closedOnServer(record, result.solvedExamId, result.submissionId ?? null));
    options.onSubmitted(result.solvedExamId);
  }

  /**
   * A refusal for good is settled at once, a failure to send is retried (decision 12). "Attempt
   * already submitted" (409) while this device has no submission of its own is for good (with one,
   * its submission is sent next and gets the result). Anything else is retried; a 404 also asks
   * the server for the attempt, whose answer decides whether it is gone (the exam screen).
   */
  function sendFailed(error: unknown) {
    if (isApiError(error) && error.kind === 'auth') return; // the app is already leaving for sign-in
    if (isApiError(error) && error.status === 409 && !memory.submission) {
      closedElsewhere = true;
      problem = null;
      void change((record) => refuseAttempt(record, 'submitted-elsewhere')).then(() => options.onAttemptRefused());
      return;
    }
    failed(isApiError(error) && error.kind === 'no-response' ? 'offline' : 'retrying');
    if (isApiError(error) && error.status === 404) options.onAttemptRefused();
  }

  /** Sends what waits, the submission first: it carries every answer anyway. */
  async function send() {
    clearTimeout(timer);
    if (!running || sending || finished() || examTaker() !== owner) return;
    if (!isOnline()) {
      failed('offline');
      return;
    }
    if (!hasUnsentData(memory)) {
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
    if (hasUnsentData(memory)) schedule(memory.submission ? 0 : batchDelayMs);
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
      // Its own writes it holds already: reading each back cost every answer a read and a render.
      const unsubscribe = subscribeToAttemptChanges(
        (id, from) => id === attemptId && from !== writer && void adoptStored(),
      );
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
