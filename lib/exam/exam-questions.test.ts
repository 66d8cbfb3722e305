import type { Exam, ExamQuestion } from '@/lib/types';
import { orderedQuestions, passagesById, sectionNames, startIndex } from './exam-questions';

const question = (id: number, number: number, passageId: number | null = null): ExamQuestion => ({
  id,
  number,
  text: `Question ${number}`,
  passageId,
  options: [],
});

const exam: Exam = {
  id: 1,
  name: 'Deneme',
  examType: 'yokdil',
  field: 'health',
  durationSeconds: 10800,
  questionCount: 4,
  sections: [
    {
      id: 2,
      name: 'Okuma',
      passages: [{ id: 21, title: 'Sleep', text: '…' }],
      questions: [question(13, 3, 21), question(14, 4, 21)],
    },
    { id: 1, name: 'Kelime', passages: [], questions: [question(12, 2), question(11, 1)] },
  ],
};

describe('exam questions', () => {
  it('orders the questions by number across sections', () => {
    expect(orderedQuestions(exam).map((item) => item.number)).toEqual([1, 2, 3, 4]);
  });

  it('finds passages by id', () => {
    expect(passagesById(exam).get(21)?.title).toBe('Sleep');
    expect(passagesById(exam).get(99)).toBeUndefined();
  });

  it('names the section of each question', () => {
    expect(sectionNames(exam).get(13)).toBe('Okuma');
    expect(sectionNames(exam).get(11)).toBe('Kelime');
  });

  it('resumes at the remembered question, else at the first unanswered one, else at the start', () => {
    const questions = orderedQuestions(exam);
    expect(startIndex(questions, 13, () => false)).toBe(2);
    expect(startIndex(questions, null, (id) => id === 11 || id === 12)).toBe(2);
    expect(startIndex(questions, 99, () => true)).toBe(0);
  });
});
