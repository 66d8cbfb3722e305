/** @jest-environment node */
import { notePaperGiven, openAttempt, plausibleStart } from './exam-attempts.mjs';
import { examEndpoints } from './exam-endpoints.mjs';
import { parseAttemptStart } from './exam-input.mjs';
import { createStudentStates } from './student-states.mjs';

const exam = { id: 9049, enrollmentId: 202, durationSeconds: 20 };
const newState = () => ({ examAttempts: [], examPapersGiven: {} });
const at = (iso) => Date.parse(iso);

describe('an attempt started on the device without a connection (docs/api.md, POST …/attempts)', () => {
  it('starts under the client id at the client start time, the deadline being that plus the duration', () => {
    const state = newState();
    notePaperGiven(state, exam, at('2025-01-01T09:00:00Z'));
    const { attempt } = openAttempt(state, exam, at('2025-01-01T10:30:00Z'), {
      attemptId: 'd-1',
      startedAt: at('2025-01-01T10:00:00Z'),
    });
    expect(attempt).toMatchObject({
      attemptId: 'd-1',
      status: 'in-progress',
      startedAt: '2025-01-01T10:00:00.000Z',
      deadline: '2025-01-01T10:00:20.000Z',
    });
  });

  it('is idempotent: the same call again, or another id, gets the attempt there is', () => {
    const state = newState();
    notePaperGiven(state, exam, at('2025-01-01T09:00:00Z'));
    const start = { attemptId: 'd-1', startedAt: at('2025-01-01T10:00:00Z') };
    const first = openAttempt(state, exam, at('2025-01-01T10:30:00Z'), start).attempt;
    expect(openAttempt(state, exam, at('2025-01-01T10:31:00Z'), start).attempt).toBe(first);
    expect(
      openAttempt(state, exam, at('2025-01-01T10:32:00Z'), { attemptId: 'd-2', startedAt: at('2025-01-01T10:05:00Z') })
        .attempt,
    ).toBe(first);
    expect(openAttempt(state, exam, at('2025-01-01T10:33:00Z')).attempt).toBe(first);
    expect(state.examAttempts).toHaveLength(1);
  });

  it('refuses an id the student already uses for another exam', () => {
    const state = newState();
    openAttempt(state, exam, at('2025-01-01T10:00:00Z'), { attemptId: 'd-1', startedAt: at('2025-01-01T10:00:00Z') });
    const other = { ...exam, id: 9033 };
    expect(
      openAttempt(state, other, at('2025-01-01T10:00:00Z'), {
        attemptId: 'd-1',
        startedAt: at('2025-01-01T10:00:00Z'),
      }),
    ).toEqual({
      conflict: 'attemptId is already used',
    });
  });

  it('keeps an implausible start within bounds: not before the paper was given, not after arrival', () => {
    const given = at('2025-01-01T09:00:00Z');
    const now = at('2025-01-01T10:00:00Z');
    expect(plausibleStart(at('2025-01-01T08:00:00Z'), given, now)).toBe(given);
    expect(plausibleStart(at('2025-01-01T11:00:00Z'), given, now)).toBe(now);
    expect(plausibleStart(at('2025-01-01T09:30:00Z'), given, now)).toBe(at('2025-01-01T09:30:00Z'));
    // A paper never given by this server: the device cannot have held it, so the start is the arrival.
    expect(plausibleStart(at('2025-01-01T09:30:00Z'), undefined, now)).toBe(now);
  });

  it('notes only the first time the paper was given', () => {
    const state = newState();
    notePaperGiven(state, exam, 1000);
    notePaperGiven(state, exam, 5000);
    expect(state.examPapersGiven['9049/202']).toBe(1000);
  });

  it('checks the offline fields of the body: both or neither, well-formed', () => {
    expect(parseAttemptStart({ enrollmentId: 202 })).toEqual({ start: { enrollmentId: 202, retake: false } });
    expect(parseAttemptStart({ enrollmentId: 202, attemptId: 'd-1', startedAt: '2025-01-01T10:00:00+03:00' })).toEqual({
      start: { enrollmentId: 202, retake: false, attemptId: 'd-1', startedAt: at('2025-01-01T07:00:00Z') },
    });
    expect(parseAttemptStart({ enrollmentId: 202, attemptId: 'd-1' }).error).toBe(
      'startedAt must be an ISO 8601 date-time with a time zone',
    );
    expect(parseAttemptStart({ enrollmentId: 202, startedAt: '2025-01-01T10:00:00Z' }).error).toMatch(
      /^attemptId must be/,
    );
    expect(
      parseAttemptStart({ enrollmentId: 202, attemptId: 'a/../b', startedAt: '2025-01-01T10:00:00Z' }).error,
    ).toMatch(/^attemptId must be/);
    expect(parseAttemptStart({ enrollmentId: 202, attemptId: 'd-1', startedAt: '2025-01-01 10:00' }).error).toMatch(
      /^startedAt/,
    );
  });
});

describe('retaking an exam (docs/api.md, POST …/attempts, "Retaking")', () => {
  it('starts a new attempt only once the last one is submitted, and only when asked', () => {
    const state = newState();
    const first = openAttempt(state, exam, at('2025-01-01T10:00:00Z'), { retake: true }).attempt;
    // Asking for a retake while an attempt is open gets that attempt.
    expect(openAttempt(state, exam, at('2025-01-01T10:00:05Z'), { retake: true }).attempt).toBe(first);
    first.status = 'submitted';
    expect(openAttempt(state, exam, at('2025-01-01T10:01:00Z')).attempt).toBe(first);
    const second = openAttempt(state, exam, at('2025-01-01T10:02:00Z'), { retake: true }).attempt;
    expect(second).not.toBe(first);
    expect(second.status).toBe('in-progress');
    expect(second.deadline).toBe('2025-01-01T10:02:20.000Z');
    // From then on, without a retake, the latest attempt is the one there is.
    expect(openAttempt(state, exam, at('2025-01-01T10:02:05Z')).attempt).toBe(second);
  });

  it('checks the retake field', () => {
    expect(parseAttemptStart({ enrollmentId: 202, retake: true })).toEqual({
      start: { enrollmentId: 202, retake: true },
    });
    expect(parseAttemptStart({ enrollmentId: 202, retake: 'yes' }).error).toBe('retake must be a boolean');
  });
});

describe('the exam calls of one attempt (docs/api.md, PUT …/answers and POST …/submit)', () => {
  const call = (method, path, request) =>
    examEndpoints.find((endpoint) => endpoint.method === method && endpoint.path === path).handle(request);
  const state = () => createStudentStates().of('ayse.yilmaz');
  const start = (student) =>
    call('POST', '/api/v1/exams/:examId/attempts', {
      state: student,
      params: { examId: '9049' },
      body: { enrollmentId: 202 },
    }).body;
  const submit = (student, attemptId, submissionId) =>
    call('POST', '/api/v1/exam-attempts/:attemptId/submit', {
      state: student,
      params: { attemptId },
      body: { submissionId, answers: [], submittedAt: '2025-01-01T10:00:00Z' },
    });

  it('names the submission that scored the attempt: the first, to every later one too', () => {
    const student = state();
    const { attemptId, submissionId } = start(student);
    expect(submissionId).toBeNull();
    const first = submit(student, attemptId, 'sub-laptop');
    expect(first.body).toMatchObject({ status: 'submitted', submissionId: 'sub-laptop' });
    const later = submit(student, attemptId, 'sub-phone');
    expect(later.body).toEqual({ ...first.body, submissionId: 'sub-laptop' });
    expect(start(student)).toMatchObject({ status: 'submitted', submissionId: 'sub-laptop' });
  });

  it('does not know an attempt through an enrollment the student no longer has', () => {
    const student = state();
    const { attemptId } = start(student);
    student.enrollments = student.enrollments.filter((enrollment) => enrollment.id !== 202);
    const save = call('PUT', '/api/v1/exam-attempts/:attemptId/answers', {
      state: student,
      params: { attemptId },
      body: { answers: [] },
    });
    expect(save.status).toBe(404);
    expect(submit(student, attemptId, 'sub-1').status).toBe(404);
  });
});
