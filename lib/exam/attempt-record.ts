import type { AnswerEntry, ExamAttempt, OptionKey } from '@/lib/types';

/**
 * What the device keeps of one attempt, written to local storage on every change so a reload,
 * a crash or a second tab finds it. Entries with `seq` above `sentSeq` have not reached the
 * server yet; entries with `seq` 0 came from the server and are never sent back.
 */
export interface AttemptRecord {
  attemptId: string;
  examId: number;
  enrollmentId: number;
  deadline: string;
  lastSeq: number;
  /** Every entry up to this seq is on the server. */
  sentSeq: number;
  /** The latest entry per question id. */
  answers: Record<string, AnswerEntry>;
  /** Marked for review: the device's own note, the server does not know it. */
  flagged: number[];
  currentQuestionId: number | null;
  /** Made once, kept before the first submit request, reused by every retry and tab. */
  submission: { id: string; submittedAt: string } | null;
  solvedExamId: number | null;
}

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
  const answers: Record<string, AnswerEntry> = {};
  for (const [id, answer] of Object.entries(attempt.answers)) {
    answers[id] = { questionId: Number(id), answer, answeredAt: attempt.startedAt, seq: fromServer };
  }
  for (const entry of Object.values(device?.answers ?? {})) {
    const serverAnswer = attempt.answers[entry.questionId];
    const unconfirmed = entry.seq > (device?.sentSeq ?? 0);
    if (unconfirmed || serverAnswer === entry.answer) answers[entry.questionId] = entry;
  }
  return {
    attemptId: attempt.attemptId,
    examId: attempt.examId,
    enrollmentId: attempt.enrollmentId,
    deadline: attempt.deadline,
    lastSeq: device?.lastSeq ?? 0,
    sentSeq: device?.sentSeq ?? 0,
    answers,
    flagged: device?.flagged ?? [],
    currentQuestionId: device?.currentQuestionId ?? null,
    submission: device?.submission ?? null,
    solvedExamId: attempt.solvedExamId ?? device?.solvedExamId ?? null,
  };
}

/**
 * The next seq: one more than the last, and at least the server time in ms, so an attempt
 * continued on another device (which starts without the first one's counter) still outranks
 * the answers given before.
 */
export const nextSeq = (record: AttemptRecord, serverNowMs: number) => Math.max(record.lastSeq + 1, Math.floor(serverNowMs));

export function recordAnswer(
  record: AttemptRecord,
  questionId: number,
  answer: OptionKey | null,
  serverNowMs: number,
): AttemptRecord {
  const seq = nextSeq(record, serverNowMs);
  const entry: AnswerEntry = { questionId, answer, answeredAt: new Date(serverNowMs).toISOString(), seq };
  return { ...record, lastSeq: seq, answers: { ...record.answers, [questionId]: entry } };
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
    .filter((entry) => entry.seq > record.sentSeq)
    .sort((a, b) => a.seq - b.seq);
}

/** Every answer given on a device, for the submission (the server applies each by its seq). */
export function submissionEntries(record: AttemptRecord): AnswerEntry[] {
  return Object.values(record.answers)
    .filter((entry) => entry.seq !== fromServer)
    .sort((a, b) => a.seq - b.seq);
}

/** The server has taken (or refused for good) every entry up to `seq`. */
export function confirmSent(record: AttemptRecord, seq: number): AttemptRecord {
  return seq > record.sentSeq ? { ...record, sentSeq: seq } : record;
}

/** Starts the submission once: a second call (double tap, retry, another tab) keeps the first id. */
export function beginSubmission(record: AttemptRecord, makeId: () => string, submittedAt: string): AttemptRecord {
  return record.submission ? record : { ...record, submission: { id: makeId(), submittedAt } };
}

/**
 * The server scored the attempt: only the result stays on the device (other tabs follow it to
 * the summary), the answers are the server's now.
 */
export function confirmSubmitted(record: AttemptRecord, solvedExamId: number): AttemptRecord {
  return { ...record, solvedExamId, sentSeq: record.lastSeq, answers: {}, flagged: [] };
}
