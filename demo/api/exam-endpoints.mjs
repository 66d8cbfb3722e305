import {
  applyAnswers,
  attemptForStudent,
  findAttempt,
  findSolvedAttempt,
  notePaperGiven,
  openAttempt,
  solvedAttempts,
  submitAttempt,
} from './exam-attempts.mjs';
import {
  parseAnswers,
  parseAttemptStart,
  parseCourseQuery,
  parseEnrollmentQuery,
  parseSubmission,
} from './exam-input.mjs';
import { historyEntryForStudent, solvedExamForStudent } from './exam-results.mjs';
import { examForStudent, findExam, questionsOf } from './exams.mjs';
import { answer, notFound } from './respond.mjs';

/** The exam calls of the product API ("Exams — Project" in docs/api.md), in the shape of endpoints.mjs. */
export const examEndpoints = [
  { method: 'GET', path: '/api/v1/exams/:examId', handle: showExam },
  { method: 'POST', path: '/api/v1/exams/:examId/attempts', handle: startAttempt },
  { method: 'PUT', path: '/api/v1/exam-attempts/:attemptId/answers', handle: saveAnswers },
  { method: 'POST', path: '/api/v1/exam-attempts/:attemptId/submit', handle: submit },
  { method: 'GET', path: '/api/v1/solved-exams', handle: showHistory },
  { method: 'GET', path: '/api/v1/solved-exams/:solvedExamId', handle: showSolvedExam },
];

const invalid = (error) => answer(400, { message: error });

const examOfAttempt = (state, attempt) => findExam(state, attempt.examId, attempt.enrollmentId);
const questionIdsOf = (exam) => new Set(questionsOf(exam).map((question) => question.id));

function showExam({ state, params, query }) {
  const { enrollmentId, error } = parseEnrollmentQuery(query.get('enrollmentId'));
  if (error) return invalid(error);
  const exam = findExam(state, params.examId, enrollmentId);
  if (!exam) return notFound();
  notePaperGiven(state, exam, Date.now());
  return answer(200, examForStudent(exam));
}

function startAttempt({ state, params, body }) {
  const { start, error } = parseAttemptStart(body);
  if (error) return invalid(error);
  const exam = findExam(state, params.examId, start.enrollmentId);
  if (!exam) return notFound();
  const now = Date.now();
  // The client says when an exam opens; the server is where "not before" holds.
  if (exam.opensAt !== null && exam.opensAt > now) return answer(409, { message: 'Exam is not open yet' });
  const { attempt, conflict } = openAttempt(state, exam, now, start);
  return conflict ? answer(409, { message: conflict }) : answer(200, attemptForStudent(attempt, now));
}

/**
 * The student's attempt and its exam, or undefined: an attempt through an enrollment the student no
 * longer has (the course left their list) is one they do not have.
 */
function attemptWithExam(state, attemptId) {
  const attempt = findAttempt(state, attemptId);
  const exam = attempt && examOfAttempt(state, attempt);
  return exam && { attempt, exam };
}

function saveAnswers({ state, params, body }) {
  const found = attemptWithExam(state, params.attemptId);
  if (!found) return notFound();
  const { attempt, exam } = found;
  if (attempt.status === 'submitted') return answer(409, { message: 'Attempt already submitted' });
  const { entries, error } = parseAnswers(body, questionIdsOf(exam));
  if (error) return invalid(error);
  return answer(200, { ...applyAnswers(attempt, entries), serverNow: new Date().toISOString() });
}

function submit({ state, params, body }) {
  const found = attemptWithExam(state, params.attemptId);
  if (!found) return notFound();
  const { attempt, exam } = found;
  const { submission, error } = parseSubmission(body, questionIdsOf(exam));
  if (error) return invalid(error);
  submitAttempt(attempt, exam, submission, Date.now());
  const { solvedExamId, status, scoredSubmissionId } = attempt;
  return answer(200, { solvedExamId, status, submissionId: scoredSubmissionId });
}

function showSolvedExam({ state, params }) {
  const attempt = findSolvedAttempt(state, params.solvedExamId);
  const exam = attempt && examOfAttempt(state, attempt);
  return exam ? answer(200, solvedExamForStudent(attempt, exam)) : notFound();
}

/** Every submitted attempt of the student, or of one course with `?courseId=`, newest first. */
function showHistory({ state, query }) {
  const { courseId, error } = parseCourseQuery(query.get('courseId'));
  if (error) return invalid(error);
  if (courseId !== null && !state.enrollments.some((enrollment) => enrollment.courseID === courseId)) return notFound();
  const entries = solvedAttempts(state)
    .map((attempt) => ({ attempt, exam: examOfAttempt(state, attempt) }))
    .filter(({ exam }) => exam !== undefined && (courseId === null || exam.courseID === courseId))
    .sort((first, second) => Date.parse(second.attempt.submittedAt) - Date.parse(first.attempt.submittedAt));
  return answer(
    200,
    entries.map(({ attempt, exam }) => historyEntryForStudent(attempt, exam)),
  );
}
