/**
 * Checks the inputs of the exam calls. A malformed entry fails the whole request with 400, before
 * anything is saved: a client that sends one has a bug worth seeing, and half-applied answer sets
 * would be harder to reason about than none.
 */

const answerKeys = new Set(['A', 'B', 'C', 'D', 'E']);
// With a zone, so the instant is the same whatever the server's time zone.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const maxSubmissionIdLength = 200;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Milliseconds since the epoch, or NaN when `value` is not an ISO 8601 date-time with a zone. */
const instant = (value) => (typeof value === 'string' && isoDateTime.test(value) ? Date.parse(value) : NaN);

/** `?enrollmentId=` of GET api/v1/exams/{examId}. @returns {{ enrollmentId: number } | { error: string }} */
export function parseEnrollmentQuery(value) {
  if (value === null) return { error: 'enrollmentId query parameter missing' };
  return /^\d{1,9}$/.test(value) ? { enrollmentId: Number(value) } : { error: 'enrollmentId must be an integer' };
}

/** `?courseId=` of GET api/v1/solved-exams: optional. @returns {{ courseId: number | null } | { error: string }} */
export function parseCourseQuery(value) {
  if (value === null) return { courseId: null };
  return /^\d{1,9}$/.test(value) ? { courseId: Number(value) } : { error: 'courseId must be an integer' };
}

// A client-made attempt id: a UUID with a prefix fits easily; nothing that needs encoding in a path.
const clientAttemptId = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Body of POST api/v1/exams/{examId}/attempts: `enrollmentId`, and for an attempt started on the
 * device without a connection, its `attemptId` and `startedAt` (both or neither); `retake: true`
 * to start anew once the last attempt is submitted.
 * @returns {{ start: { enrollmentId: number, retake: boolean, attemptId?: string, startedAt?: number } } | { error: string }}
 */
export function parseAttemptStart(body) {
  if (!isObject(body)) return { error: 'body must be a JSON object' };
  const { enrollmentId, attemptId, startedAt, retake = false } = body;
  if (!Number.isInteger(enrollmentId)) return { error: 'enrollmentId must be an integer' };
  if (typeof retake !== 'boolean') return { error: 'retake must be a boolean' };
  if (attemptId === undefined && startedAt === undefined) return { start: { enrollmentId, retake } };
  if (typeof attemptId !== 'string' || !clientAttemptId.test(attemptId)) {
    return { error: 'attemptId must be 1 to 100 letters, digits, - or _' };
  }
  const startedAtMs = instant(startedAt);
  if (Number.isNaN(startedAtMs)) return { error: 'startedAt must be an ISO 8601 date-time with a time zone' };
  return { start: { enrollmentId, retake, attemptId, startedAt: startedAtMs } };
}

/** Body of PUT api/v1/exam-attempts/{attemptId}/answers. @returns {{ entries: object[] } | { error: string }} */
export function parseAnswers(body, questionIds) {
  if (!isObject(body)) return { error: 'body must be a JSON object' };
  return parseEntries(body.answers, questionIds);
}

/**
 * Body of POST api/v1/exam-attempts/{attemptId}/submit.
 * @returns {{ submission: { submissionId: string, entries: object[], submittedAt: string } } | { error: string }}
 */
export function parseSubmission(body, questionIds) {
  if (!isObject(body)) return { error: 'body must be a JSON object' };
  const { submissionId, submittedAt } = body;
  if (typeof submissionId !== 'string' || submissionId === '' || submissionId.length > maxSubmissionIdLength) {
    return { error: `submissionId must be a string of 1 to ${maxSubmissionIdLength} characters` };
  }
  const submittedAtMs = instant(submittedAt);
  if (Number.isNaN(submittedAtMs)) return { error: 'submittedAt must be an ISO 8601 date-time with a time zone' };
  const { entries, error } = parseEntries(body.answers, questionIds);
  if (error) return { error };
  return { submission: { submissionId, entries, submittedAt: new Date(submittedAtMs).toISOString() } };
}

/**
 * @returns {{ entries: Array<{ questionId: number, answer: string | null, answeredAt: number, seq: number }> }
 *   | { error: string }} `answeredAt` in milliseconds since the epoch.
 */
function parseEntries(list, questionIds) {
  if (!Array.isArray(list)) return { error: 'answers must be an array' };
  const entries = [];
  for (const [index, entry] of list.entries()) {
    const at = `answers[${index}]`;
    if (!isObject(entry)) return { error: `${at} must be an object` };
    const { questionId, answer, answeredAt, seq } = entry;
    if (!questionIds.has(questionId)) return { error: `${at}.questionId is not a question of this exam` };
    if (answer !== null && !answerKeys.has(answer)) return { error: `${at}.answer must be A, B, C, D, E or null` };
    const answeredAtMs = instant(answeredAt);
    if (Number.isNaN(answeredAtMs)) return { error: `${at}.answeredAt must be an ISO 8601 date-time with a time zone` };
    if (!(Number.isSafeInteger(seq) && seq >= 0)) return { error: `${at}.seq must be a non-negative integer` };
    entries.push({ questionId, answer, answeredAt: answeredAtMs, seq });
  }
  return { entries };
}
