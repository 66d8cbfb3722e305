import { isExam, isExamAttempt } from './exam-shape';
import { inProgressAttempt } from '@/lib/exam/__fixtures__/attempts';

const exam = {
  id: 9033,
  name: 'YDS Deneme Sınavı 1',
  examType: 'yds',
  field: null,
  durationSeconds: 10800,
  questionCount: 1,
  sections: [
    {
      id: 1,
      name: 'Kelime',
      passages: [],
      questions: [{ id: 1, number: 1, text: '…', passageId: null, options: [{ key: 'A', text: 'go' }] }],
    },
  ],
};

const attempt = { ...inProgressAttempt, answers: { '1': 'C', '2': null } };

describe('exam shapes', () => {
  it('accepts an exam and an attempt as the API describes them', () => {
    expect(isExam(exam)).toBe(true);
    expect(isExamAttempt(attempt)).toBe(true);
  });

  it.each([
    ['an HTML page', '<html>'],
    ['no sections', { ...exam, sections: undefined }],
    [
      'an option key outside A–E',
      {
        ...exam,
        sections: [
          {
            ...exam.sections[0],
            questions: [{ ...exam.sections[0]?.questions[0], options: [{ key: 'F', text: 'x' }] }],
          },
        ],
      },
    ],
  ])('refuses an exam with %s', (_case, value) => {
    expect(isExam(value)).toBe(false);
  });

  it.each([
    ['no attempt id', { ...attempt, attemptId: '' }],
    ['an unreadable deadline', { ...attempt, deadline: 'soon' }],
    ['an unknown status', { ...attempt, status: 'paused' }],
    ['a stored answer outside A–E', { ...attempt, answers: { '1': 'Z' } }],
    ['a submission without its result', { ...attempt, status: 'submitted', solvedExamId: null }],
  ])('refuses an attempt with %s', (_case, value) => {
    expect(isExamAttempt(value)).toBe(false);
  });
});
