/** @jest-environment node */
import { scoreAnswers } from './exam-results.mjs';

const keys = ['A', 'B', 'C', 'D', 'E'];
const exam = {
  sections: [1, 2].map((sectionId) => ({
    id: sectionId,
    name: `Section ${sectionId}`,
    questions: Array.from({ length: 40 }, (_, index) => ({ id: sectionId * 100 + index, correct: keys[index % 5] })),
  })),
};
const allQuestions = exam.sections.flatMap((section) => section.questions);
const answering = (pick) =>
  Object.fromEntries(allQuestions.map((question) => [question.id, { answer: pick(question) }]));
const wrongKey = (question) => keys[(keys.indexOf(question.correct) + 1) % 5];

describe('exam scoring (E-YDS / E-YÖKDİL rules)', () => {
  it('gives 100 points for 80 correct answers, 1.25 each', () => {
    const result = scoreAnswers(
      exam,
      answering((question) => question.correct),
    );
    expect(result).toMatchObject({ score: 100, correct: 80, wrong: 0, empty: 0 });
    expect(result.sections.map((section) => section.score)).toEqual([50, 50]);
  });

  it('takes nothing off for a wrong answer', () => {
    const result = scoreAnswers(
      exam,
      answering((question) => (question.id % 2 === 0 ? question.correct : wrongKey(question))),
    );
    expect(result).toMatchObject({ score: 50, correct: 40, wrong: 40, empty: 0 });
  });

  it('counts unanswered and cleared questions as empty', () => {
    const answers = answering((question) => (question.id < 110 ? question.correct : null));
    delete answers[100];
    const result = scoreAnswers(exam, answers);
    expect(result).toMatchObject({ correct: 9, wrong: 0, empty: 71, score: 11.25 });
    expect(result.correct + result.wrong + result.empty).toBe(80);
  });
});
