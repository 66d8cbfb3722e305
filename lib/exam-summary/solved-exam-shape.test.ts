import type { SolvedExam } from '@/lib/types';
import { isExamHistory, isSolvedExam } from './solved-exam-shape';

const options = (['A', 'B', 'C', 'D', 'E'] as const).map((key) => ({ key, text: `Option ${key}` }));
const valid: SolvedExam = {
  id: 5001,
  examId: 9035,
  examName: 'Kelime ve Dil Bilgisi Denemesi',
  examType: 'yds',
  enrollmentId: 202,
  courseID: 104,
  startedAt: '2025-01-01T09:59:50.000Z',
  submittedAt: '2025-01-01T10:00:00.000Z',
  durationSeconds: 20,
  timeUsedSeconds: 10,
  score: 1.25,
  correct: 1,
  wrong: 0,
  empty: 1,
  questionCount: 2,
  sections: [{ id: 1, name: 'Kelime', correct: 1, wrong: 0, empty: 1, score: 1.25 }],
  questions: [
    { id: 1, number: 1, sectionId: 1, type: 'vocabulary', text: 'Q1', options, answer: 'A', correctAnswer: 'A', explanation: 'Because.' },
    { id: 2, number: 2, sectionId: 1, type: 'grammar', text: 'Q2', options, answer: null, correctAnswer: 'B', explanation: null },
  ],
};

describe('results history data', () => {
  const entry = { ...valid, sections: undefined, questions: valid.questions.map(({ id, number, type, answer, correctAnswer }) => ({ id, number, type, answer, correctAnswer })) };

  it('accepts a list of attempts with each question’s type and answers, and an empty list', () => {
    expect(isExamHistory([entry, entry])).toBe(true);
    expect(isExamHistory([])).toBe(true);
  });

  it.each<[string, unknown]>([
    ['not a list', entry],
    ['an attempt without a score', [{ ...entry, score: null }]],
    ['an unknown exam type', [{ ...entry, examType: 'toefl' }]],
    ['an attempt without questions', [{ ...entry, questions: undefined }]],
    ['a question of an unknown type', [{ ...entry, questions: [{ ...entry.questions[0], type: 'essay' }] }]],
    ['an answer outside A–E', [{ ...entry, questions: [{ ...entry.questions[0], answer: 'F' }] }]],
  ])('refuses %s', (_case, value) => {
    expect(isExamHistory(value)).toBe(false);
  });
});

describe('solved exam data', () => {
  it('accepts a complete solved exam', () => {
    expect(isSolvedExam(valid)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['not an object', '<html>'],
    ['null', null],
    ['a missing score', { ...valid, score: undefined }],
    ['a score given as text', { ...valid, score: '71.25' }],
    ['no sections', { ...valid, sections: undefined }],
    ['a section without figures', { ...valid, sections: [{ id: 1, name: 'Kelime' }] }],
    ['a question without options', { ...valid, questions: [{ ...valid.questions[0], options: undefined }] }],
    ['an answer that is not an option key', { ...valid, questions: [{ ...valid.questions[0], answer: 'F' }] }],
    ['an option key outside A–E', { ...valid, questions: [{ ...valid.questions[0], options: [{ key: 'a', text: 'x' }] }] }],
    ['a question of an unknown section', { ...valid, questions: [{ ...valid.questions[0], sectionId: 9 }] }],
    ['a question without a type', { ...valid, questions: [{ ...valid.questions[0], type: undefined }] }],
    ['a question of an unknown type', { ...valid, questions: [{ ...valid.questions[0], type: 'essay' }] }],
    ['an explanation that is not text', { ...valid, questions: [{ ...valid.questions[0], explanation: 3 }] }],
    ['no time used', { ...valid, timeUsedSeconds: undefined }],
  ])('refuses %s', (_case, value) => {
    expect(isSolvedExam(value)).toBe(false);
  });
});
