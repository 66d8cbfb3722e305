import { randomUUID } from 'node:crypto';

import { scoreAnswers } from './exam-results.mjs';

/**
 * Exam attempts, kept in the student's state: one per exam and enrollment. Answers are held per
 * question as `{ answer, seq, answeredAt }`; the highest `seq` wins, so late, repeated or
 * reordered requests from the client's queue can never undo a newer answer.
 */

/** How long after the deadline a stamped answer still counts: the client's skew-corrected clock is never exact. */
const deadlineGraceMs = 2000;

// Process-wide and never reset: after /__demo/reset, an id a client kept must not name a new result.
let lastSolvedExamId = 5000;

export const findAttempt = (state, attemptId) => state.examAttempts.find((attempt) => attempt.attemptId === attemptId);

/** The submitted attempts of the student: the seeded earlier ones, then those of the exam calls. */
export const solvedAttempts = (state) =>
  [...state.examHistory, ...state.examAttempts].filter((attempt) => attempt.status === 'submitted');

export const findSolvedAttempt = (state, solvedExamId) =>
  solvedAttempts(state).find(
    (attempt) => attempt.solvedExamId !== null && String(attempt.solvedExamId) === solvedExamId,
  );

const paperKey = (exam) => `${exam.id}/${exam.enrollmentId}`;

/** Notes when the student first got this paper (GET api/v1/exams/{examId}): no attempt can have started before. */
export function notePaperGiven(state, exam, now) {
  state.examPapersGiven[paperKey(exam)] ??= now;
}

/**
 * When an attempt started on the device counts as started: the client's `startedAt` when it is
 * plausible, else the nearest plausible time — not before the student first got the paper, not
 * after the request arrived. The server's figures decide: the deadline follows from this.
 */
export function plausibleStart(claimedMs, paperGivenMs, now) {
  return Math.min(now, Math.max(claimedMs, paperGivenMs ?? now));
}

/**
 * The student's attempt at this exam: the latest there is (even if submitted, whatever id the
 * client proposes, unless `retake` asks for a new one after a submitted one), or a new one. A new
 * one starts `now`, or, when the client started it offline (`attemptId` and `startedAt` given),
 * under the client's id at the plausible start.
 * @returns {{ attempt: object } | { conflict: string }}
 */
export function openAttempt(state, exam, now, { attemptId, startedAt, retake = false } = {}) {
  const existing = state.examAttempts.findLast(
    (attempt) => attempt.examId === exam.id && attempt.enrollmentId === exam.enrollmentId,
  );
  if (existing && !(retake && existing.status === 'submitted')) return { attempt: existing };
  if (attemptId !== undefined && findAttempt(state, attemptId)) return { conflict: 'attemptId is already used' };
  const startMs = startedAt === undefined ? now : plausibleStart(startedAt, state.examPapersGiven[paperKey(exam)], now);
  const attempt = {
    attemptId: attemptId ?? `a-${randomUUID()}`,
    examId: exam.id,
    enrollmentId: exam.enrollmentId,
    status: 'in-progress',
    startedAt: new Date(startMs).toISOString(),
    deadline: new Date(startMs + exam.durationSeconds * 1000).toISOString(),
    answers: {},
    submissionIds: [],
    /** The id of the submission that scored the attempt: the first one. */
    scoredSubmissionId: null,
    submissionCount: 0,
    submittedAt: null,
    clientSubmittedAt: null,
    solvedExamId: null,
    result: null,
  };
  state.examAttempts.push(attempt);
  return { attempt };
}

/** The attempt as the exam calls answer it. */
export function attemptForStudent(attempt, now) {
  const { attemptId, examId, enrollmentId, status, startedAt, deadline, solvedExamId } = attempt;
  return {
    attemptId,
    examId,
    enrollmentId,
    status,
    startedAt,
    deadline,
    serverNow: new Date(now).toISOString(),
    answers: Object.fromEntries(Object.entries(attempt.answers).map(([questionId, held]) => [questionId, held.answer])),
    solvedExamId,
    submissionId: attempt.scoredSubmissionId,
  };
}

/**
 * Applies checked answer entries. An entry stamped after the deadline (plus grace) is rejected.
 * Every other one is accepted: stored when its seq is higher than the held one's, otherwise
 * already settled by the answer the server holds, so the client can drop it from its queue.
 *
 * @returns {{ accepted: number[], rejected: Array<{ questionId: number, reason: string }> }}
 */
export function applyAnswers(attempt, entries) {
  const lastAcceptedAt = Date.parse(attempt.deadline) + deadlineGraceMs;
  const accepted = new Set();
  const rejected = new Set();
  for (const { questionId, answer, answeredAt, seq } of entries) {
    if (answeredAt > lastAcceptedAt) {
      rejected.add(questionId);
      continue;
    }
    const held = attempt.answers[questionId];
    if (!held || seq > held.seq) {
      attempt.answers[questionId] = { answer, seq, answeredAt: new Date(answeredAt).toISOString() };
    }
    accepted.add(questionId);
  }
  return {
    accepted: [...accepted],
    rejected: [...rejected].map((questionId) => ({ questionId, reason: 'after-deadline' })),
  };
}

/**
 * Submits the attempt once. Any later submission, whatever its submissionId, changes nothing but
 * the list of ids seen: the first one's answers and score stand, and its id is the one every
 * answer names (`scoredSubmissionId`), so a client can tell whether its own submission counted.
 */
export function submitAttempt(attempt, exam, { submissionId, entries, submittedAt }, now) {
  if (!attempt.submissionIds.includes(submissionId)) attempt.submissionIds.push(submissionId);
  if (attempt.status === 'submitted') return;
  applyAnswers(attempt, entries);
  attempt.status = 'submitted';
  attempt.scoredSubmissionId = submissionId;
  attempt.submittedAt = new Date(now).toISOString();
  attempt.clientSubmittedAt = submittedAt;
  attempt.result = scoreAnswers(exam, attempt.answers);
  attempt.submissionCount += 1;
  lastSolvedExamId += 1;
  attempt.solvedExamId = lastSolvedExamId;
}

/** The attempt as GET /__demo/exam-attempts shows it to the tests: every held answer with its seq. */
export function attemptForTests(attempt) {
  const { attemptId, examId, enrollmentId, status, startedAt, deadline, submittedAt, clientSubmittedAt } = attempt;
  const { solvedExamId, submissionCount, submissionIds, answers } = attempt;
  return {
    attemptId,
    examId,
    enrollmentId,
    status,
    startedAt,
    deadline,
    submittedAt,
    clientSubmittedAt,
    solvedExamId,
    submissionCount,
    submissionIds,
    answers,
  };
}
