/** @jest-environment node */
import { examEndpoints } from './exam-endpoints.mjs';
import { createStudentStates } from './student-states.mjs';

const handler = (method, path) =>
  examEndpoints.find((endpoint) => endpoint.method === method && endpoint.path === path).handle;
const history = (state, courseId) =>
  handler(
    'GET',
    '/api/v1/solved-exams',
  )({ state, query: new URLSearchParams(courseId === undefined ? '' : { courseId }) });
const solvedExam = (state, solvedExamId) =>
  handler('GET', '/api/v1/solved-exams/:solvedExamId')({ state, params: { solvedExamId } });

/** Takes the short exam (9049, enrollment 202) and submits it with no answers. */
function takeShortExam(state) {
  const exam = handler(
    'GET',
    '/api/v1/exams/:examId',
  )({ state, params: { examId: '9049' }, query: new URLSearchParams({ enrollmentId: '202' }) });
  expect(exam.body.sections[0].questions[0]).not.toHaveProperty('explanation');
  const { body: attempt } = handler(
    'POST',
    '/api/v1/exams/:examId/attempts',
  )({ state, params: { examId: '9049' }, body: { enrollmentId: 202 } });
  const submit = handler('POST', '/api/v1/exam-attempts/:attemptId/submit');
  const body = { submissionId: 's-1', answers: [], submittedAt: attempt.serverNow };
  return submit({ state, params: { attemptId: attempt.attemptId }, body }).body.solvedExamId;
}

describe('GET api/v1/solved-exams (results history)', () => {
  it('lists Ayşe’s three seeded attempts newest first, of different quality', () => {
    const state = createStudentStates().of('ayse.yilmaz');
    const { status, body } = history(state);
    expect(status).toBe(200);
    expect(body.map(({ id, score, correct, wrong, empty }) => [id, score, correct, wrong, empty])).toEqual([
      [4003, 71.25, 57, 15, 8],
      [4002, 56.25, 45, 19, 16],
      [4001, 40, 32, 26, 22],
    ]);
    for (const entry of body) {
      expect(entry).toMatchObject({
        examId: 9033,
        courseID: 104,
        enrollmentId: 202,
        questionCount: 80,
        durationSeconds: 10800,
      });
      expect(entry.timeUsedSeconds).toBeLessThanOrEqual(10800);
      expect(entry.questions).toHaveLength(80);
      const right = entry.questions.filter((question) => question.answer === question.correctAnswer).length;
      expect(right).toBe(entry.correct);
      expect(entry.questions[0]).toEqual({
        id: 903301,
        number: 1,
        type: 'vocabulary',
        answer: expect.anything(),
        correctAnswer: expect.any(String),
      });
    }
  });

  it('adds an attempt once it is submitted, and filters by course', () => {
    const state = createStudentStates().of('ayse.yilmaz');
    const solvedExamId = takeShortExam(state);
    expect(history(state, '104').body.map((entry) => entry.id)).toEqual([solvedExamId, 4003, 4002, 4001]);
    expect(history(state, '105').body).toEqual([]);
    expect(history(state, '999').status).toBe(404);
    expect(history(state, '1x')).toEqual({ status: 400, body: { message: 'courseId must be an integer' } });
    const summary = solvedExam(state, String(solvedExamId)).body;
    expect(summary.questions.map((question) => question.type)).toEqual([
      'vocabulary',
      'grammar',
      'grammar',
      'sentence-completion',
      'sentence-completion',
    ]);
    expect(summary.questions.every((question) => typeof question.explanation === 'string')).toBe(true);
  });

  it('serves the seeded attempts as solved exams, and only to their student', () => {
    const states = createStudentStates();
    expect(solvedExam(states.of('ayse.yilmaz'), '4001').body).toMatchObject({
      id: 4001,
      score: 40,
      examName: 'YDS Deneme Sınavı 1',
    });
    expect(solvedExam(states.of('mehmet.demir'), '4001').status).toBe(404);
    expect(history(states.of('mehmet.demir')).body).toEqual([]);
  });
});

describe('POST api/v1/exams/{examId}/attempts before the exam opens', () => {
  it('refuses to start it with 409 until its startTime, then starts it', () => {
    const state = createStudentStates().of('ayse.yilmaz');
    const material = state.enrollments
      .flatMap((enrollment) => enrollment.course.courseSections)
      .flatMap((section) => section.courseTopics)
      .flatMap((topic) => topic.materials)
      .find((candidate) => candidate.id === 9049);
    const start = () =>
      handler(
        'POST',
        '/api/v1/exams/:examId/attempts',
      )({ state, params: { examId: '9049' }, body: { enrollmentId: 202 } });

    material.startTime = new Date(Date.now() + 60_000).toISOString();
    expect(start()).toMatchObject({ status: 409, body: { message: 'Exam is not open yet' } });
    material.startTime = new Date(Date.now() - 60_000).toISOString();
    expect(start()).toMatchObject({ status: 200, body: { examId: 9049, status: 'in-progress' } });
  });
});
