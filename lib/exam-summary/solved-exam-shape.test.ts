import type { SolvedExam } from '@/lib/types';
import { isSolvedExam } from './solved-exam-shape';

const options = (['A', 'B', 'C', 'D', 'E'] as const).map((key) => ({ key, text: `Option ${key}` }));
const valid: SolvedExam = {
  id: 5001,
  examId: 9035,
  examName: 'Kelime ve Dil Bilgisi Denemesi',
  examType: 'yds',
  enrollmentId: 202,
  courseID: 104,
  submittedAt: '2025-01-01T10:00:00.000Z',
  durationSeconds: 20,
  score: 1.25,
  correct: 1,
  wrong: 0,
  empty: 1,
  questionCount: 2,
  sections: [{ id: 1, name: 'Kelime', correct: 1, wrong: 0, empty: 1, score: 1.25 }],
  questions: [
    { id: 1, number: 1, sectionId: 1, text: 'Q1', options, answer: 'A', correctAnswer: 'A' },
    { id: 2, number: 2, sectionId: 1, text: 'Q2', options, answer: null, correctAnswer: 'B' },
  ],
};

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
  ])('refuses %s', (_case, value) => {
    expect(isSolvedExam(value)).toBe(false);
  });
});
