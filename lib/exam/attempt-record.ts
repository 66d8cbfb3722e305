import type { AnswerEntry, ExamAttempt, OptionKey } from '@/lib/types';

/**
 * What the device keeps of one attempt (IndexedDB, `attempt-storage.ts`), written on every change
 * so a reload, a killed browser or a second tab finds it. An entry whose `seq` is above its
 * question's `sentSeqs` has not reached the server yet; entries with `seq` 0 came from the
 * server and are never sent back.
 */
export interface AttemptRecord {
  attemptId: string;
  examId: number;
  enrollmentId: number;
  deadline: string;
  lastSeq: number;
  /**
   * Per question id, the highest seq the server has settled (taken, outranked or refused for
   * good). Per question, not one mark for the attempt: another tab's answer with a lower seq
   * than this tab's last batch must still be sent.
   */
  sentSeqs: Record<string, number>;
  /** The latest entry per question id. */
  answers: Record<string, AnswerEntry>;
  /** Marked for review: the device's own note, the server does not know it. */
  flagged: number[];
  currentQuestionId: number | null;
  /** Made once, kept before the first submit request, reused by every retry and tab. */
  submission: { id: string; submittedAt: string } | null;
  solvedExamId: number | null;
  /** Answers given here that the server refused for good, kept until the student has been told which. */
  notCounted: NotCountedAnswer[];
  /**
   * The attempts started on this device whose answers moved into this one (`moveRecord`): a write
   * still aimed at one of them lands here (attempt-storage.ts), and so do answers a tab journaled
   * under its id (unstored-journal.ts). Absent: none.
   */
  movedFrom?: string[];
}

/**
 * Why the server refused an answer for good, which sending again cannot change: the attempt was
 * submitted (on another device, or in another tab) before the answer reached it, its exam is gone
 * from the server (`gone`), the attempt alone is gone while the exam goes on (`attempt-gone`), or
 * the answer is stamped after the deadline.
 */
export type RefusalReason = 'submitted-elsewhere' | 'gone' | 'attempt-gone' | 'after-deadline';

/** An answer the student gave that does not count, and why: they are told once, by question number. */
export interface NotCountedAnswer {
  questionId: number;
  answer: OptionKey | null;
  reason: RefusalReason;
}

export const sameNotCounted = (a: NotCountedAnswer, b: NotCountedAnswer) =>
  a.questionId === b.questionId && a.answer === b.answer && a.reason === b.reason;

const fromServer = 0;

export function isAnswered(record: AttemptRecord, questionId: number): boolean {
  return (record.answers[questionId]?.answer ?? null) !== null;
}

/**
 * The server's attempt combined with what the device holds of it. The device wins for every
 * answer the server has not confirmed yet (it is newer than anything the server has); for the
 * confirmed ones the server wins (another device may have changed them since).
 */
export function resumeRecord(attempt: ExamAttempt, stored: AttemptRecord | null): AttemptRecord {
  const device = stored?.attemptId === attempt.attemptId ? stored : null;
  const sentSeqs = device?.sentSeqs ?? {};
  const answers: Record<string, AnswerEntry> = {};
  for (const [id, answer] of Object.entries(attempt.answers)) {
    answers[id] = { questionId: Number(id), answer, answeredAt: attempt.startedAt, seq: fromServer };
  }
  for (const entry of Object.values(device?.answers ?? {})) {
    const serverAnswer = attempt.answers[entry.questionId];
    const unconfirmed = entry.seq > (sentSeqs[entry.questionId] ?? 0);
    if (unconfirmed || serverAnswer === entry.answer) answers[entry.questionId] = entry;
  }
  return {
    attemptId: attempt.attemptId,
    examId: attempt.examId,
    enrollmentId: attempt.enrollmentId,
    deadline: attempt.deadline,
    lastSeq: device?.lastSeq ?? 0,
    sentSeqs,
    answers,
    flagged: device?.flagged ?? [],
    currentQuestionId: device?.currentQuestionId ?? null,
    submission: device?.submission ?? null,
    solvedExamId: attempt.solvedExamId ?? device?.solvedExamId ?? null,
    notCounted: device?.notCounted ?? [],
    movedFrom: device?.movedFrom ?? [],
  };
}

/**
 * The next seq: one more than the last, and at least the server time in ms, so an attempt
 * continued on another device (which starts without the first one's counter) still outranks
 * the answers given before.
 */
const nextSeq = (record: AttemptRecord, serverNowMs: number) => Math.max(record.lastSeq + 1, Math.floor(serverNowMs));

/** A new answer (or a cleared one, `null`), stamped with server time and the next seq. */
export function newAnswer(
  record: AttemptRecord,
  questionId: number,
  answer: OptionKey | null,
  serverNowMs: number,
): AnswerEntry {
  return { questionId, answer, answeredAt: new Date(serverNowMs).toISOString(), seq: nextSeq(record, serverNowMs) };
}

/** Takes each entry that outranks (higher seq) what the record holds for its question, as the server does. */
export function withAnswers(record: AttemptRecord, entries: readonly AnswerEntry[]): AttemptRecord {
  const newer = entries.filter((entry) => entry.seq > (record.answers[entry.questionId]?.seq ?? -1));
  if (newer.length === 0) return record;
  const answers = { ...record.answers };
  for (const entry of newer) answers[entry.questionId] = entry;
  return { ...record, answers, lastSeq: Math.max(record.lastSeq, ...newer.map((entry) => entry.seq)) };
}

export function toggleFlag(record: AttemptRecord, questionId: number): AttemptRecord {
  const flagged = record.flagged.includes(questionId)
    ? record.flagged.filter((id) => id !== questionId)
    : [...record.flagged, questionId];
  return { ...record, flagged };
}

/** What still has to reach the server, oldest first. */
export function unsentEntries(record: AttemptRecord): AnswerEntry[] {
  return Object.values(record.answers)
    .filter((entry) => entry.seq > (record.sentSeqs[entry.questionId] ?? 0))
    .sort((a, b) => a.seq - b.seq);
}

/**
 * Whether the server still lacks something of the attempt: answers not settled, or a submission it
 * has not scored. The one reading of "unsent": the exam's sending, the unsent-exams notice, the
 * sign-out dialog and the end of a session all ask it. Refused answers are settled: never unsent.
 */
export function hasUnsentData(record: AttemptRecord): boolean {
  return record.solvedExamId === null && (record.submission !== null || unsentEntries(record).length > 0);
}

/** Every answer given on a device, for the submission (the server applies each by its seq). */
export function submissionEntries(record: AttemptRecord): AnswerEntry[] {
  return Object.values(record.answers)
    .filter((entry) => entry.seq !== fromServer)
    .sort((a, b) => a.seq - b.seq);
}

/** The server has settled these entries (taken, outranked, or refused for good: resending cannot help). */
export function confirmSent(record: AttemptRecord, entries: readonly AnswerEntry[]): AttemptRecord {
  const sentSeqs = { ...record.sentSeqs };
  for (const { questionId, seq } of entries) sentSeqs[questionId] = Math.max(sentSeqs[questionId] ?? 0, seq);
  return { ...record, sentSeqs };
}

/**
 * The server's answer to saving `entries`: each is settled, taken or (stamped after the deadline,
 * `rejected`) refused for good and kept to be named; sending it again cannot help either way.
 */
export function settleSaved(
  record: AttemptRecord,
  entries: readonly AnswerEntry[],
  rejected: readonly { questionId: number }[],
): AttemptRecord {
  const late = new Set(rejected.map(({ questionId }) => questionId));
  const taken = entries.filter((entry) => !late.has(entry.questionId));
  const refusedLate = entries.filter((entry) => late.has(entry.questionId));
  return refuseEntries(confirmSent(record, taken), refusedLate, 'after-deadline');
}

/**
 * The server refused these entries for good: they are settled (never sent again, no longer
 * waiting) and kept to be named to the student. One line per question, the latest refusal.
 */
export function refuseEntries(
  record: AttemptRecord,
  entries: readonly AnswerEntry[],
  reason: RefusalReason,
): AttemptRecord {
  if (entries.length === 0) return record;
  const refused = new Set(entries.map((entry) => entry.questionId));
  const notCounted = [
    ...record.notCounted.filter((earlier) => !refused.has(earlier.questionId)),
    ...entries.map(({ questionId, answer }) => ({ questionId, answer, reason })),
  ];
  return { ...confirmSent(record, entries), notCounted };
}

/**
 * The server refuses the attempt itself for good (submitted elsewhere, or gone): every entry it
 * has not taken is refused, and a submission not scored will never be: nothing of it waits any more.
 */
export function refuseAttempt(record: AttemptRecord, reason: Exclude<RefusalReason, 'after-deadline'>): AttemptRecord {
  return { ...refuseEntries(record, unsentEntries(record), reason), submission: null };
}

/**
 * The server says the attempt is scored, as `solvedExamId`, by the submission `scoredBy` (its id,
 * docs/api.md; null when the server does not say). When that was this device's submission, it
 * carried every answer given here (`confirmSubmitted`). When another submission came first (this
 * device had none, or `scoredBy` names another), the answers the server had not taken before were
 * given here only: not counted. A server that does not say is taken at its word that it scored
 * this device's submission, as before it said.
 */
export function closedOnServer(record: AttemptRecord, solvedExamId: number, scoredBy: string | null): AttemptRecord {
  const own = record.submission !== null && (scoredBy === null || scoredBy === record.submission.id);
  const refused = own ? record : refuseEntries(record, unsentEntries(record), 'submitted-elsewhere');
  return confirmSubmitted(refused, solvedExamId);
}

/**
 * The student let go of what waits for an attempt the device can no longer send (its course left
 * their list), having been shown each answer: nothing of it is sent, or told again.
 */
export function letGo(record: AttemptRecord): AttemptRecord {
  return { ...confirmSent(record, unsentEntries(record)), submission: null };
}

/**
 * The device's answers of an attempt started offline, under the attempt the server answered
 * instead (the student had started one elsewhere first). None of them reached the server, so all
 * stay unsent; where the target already holds an entry, the higher seq wins, as on the server.
 * Whether the server's attempt is scored is left to the record the device already had of it: told
 * so later (`closedOnServer`), the moved answers are named, not silently taken for sent. Earlier
 * moves stay in `movedFrom`; the storage adds `from` as it moves it (`moveAttemptRecord`).
 */
export function moveRecord(from: AttemptRecord, target: AttemptRecord | null, to: ExamAttempt): AttemptRecord {
  const answers = { ...(target?.answers ?? {}) };
  for (const entry of Object.values(from.answers)) {
    const held = answers[entry.questionId];
    if (!held || entry.seq > held.seq) answers[entry.questionId] = entry;
  }
  return {
    ...from,
    attemptId: to.attemptId,
    deadline: to.deadline,
    answers,
    lastSeq: Math.max(from.lastSeq, target?.lastSeq ?? 0),
    sentSeqs: target?.sentSeqs ?? {},
    flagged: [...new Set([...(target?.flagged ?? []), ...from.flagged])],
    submission: target?.submission ?? from.submission,
    solvedExamId: target?.solvedExamId ?? null,
    notCounted: [...(target?.notCounted ?? []), ...from.notCounted],
    movedFrom: [...new Set([...(target?.movedFrom ?? []), ...(from.movedFrom ?? [])])],
  };
}

/** Starts the submission once: a second call (double tap, retry, another tab) keeps the first id. */
export function beginSubmission(record: AttemptRecord, makeId: () => string, submittedAt: string): AttemptRecord {
  return record.submission ? record : { ...record, submission: { id: makeId(), submittedAt } };
}

/**
 * The server scored the attempt: only the result and the flags stay on the device (other tabs
 * follow it to the summary, whose "flagged" filter reads the flags), the answers are the server's now.
 */
export function confirmSubmitted(record: AttemptRecord, solvedExamId: number): AttemptRecord {
  return { ...record, solvedExamId, sentSeqs: {}, answers: {} };
}

/**
 * What a tab shows after reading the stored record: the stored one (other tabs' changes
 * included), plus this tab's answers that are not stored yet where they outrank it. The
 * position is the tab's own; a submission, once anywhere, stays.
 */
export function withStored(
  memory: AttemptRecord,
  stored: AttemptRecord,
  unstored: readonly AnswerEntry[],
  keepOwnFlags: boolean,
): AttemptRecord {
  const merged = withAnswers(stored, unstored);
  const sentSeqs = { ...merged.sentSeqs };
  for (const [id, seq] of Object.entries(memory.sentSeqs)) sentSeqs[id] = Math.max(sentSeqs[id] ?? 0, seq);
  return {
    ...merged,
    sentSeqs,
    flagged: keepOwnFlags ? memory.flagged : merged.flagged,
    currentQuestionId: memory.currentQuestionId,
    submission: merged.submission ?? memory.submission,
    solvedExamId: merged.solvedExamId ?? memory.solvedExamId,
  };
}
