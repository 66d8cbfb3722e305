import { scoreAnswers } from '../api/exam-results.mjs';
import { examPapers } from './exams/exam-materials.mjs';

/**
 * Earlier sittings of a practice exam, so the results history (docs/api.md, "GET
 * api/v1/solved-exams") has something real to chart: Ayşe took "YDS Deneme Sınavı 1" (material
 * 9033, enrollment 202) three times, each better than the last, weakest in reading and the
 * irrelevant-sentence questions. They are history only: the exam calls still open one new
 * attempt of 9033 beside them.
 *
 * Per attempt and question type: the share answered right; of the rest about half wrong, half
 * empty. Dates are counted back from the (re)seed, so the history always looks recent.
 */
const sittings = [
  {
    solvedExamId: 4001,
    daysAgo: 28,
    minutesUsed: 174,
    right: {
      vocabulary: 0.5,
      grammar: 0.5,
      cloze: 0.4,
      'sentence-completion': 0.45,
      translation: 0.5,
      reading: 0.25,
      'paragraph-completion': 0.25,
      'irrelevant-sentence': 0,
    },
  },
  {
    solvedExamId: 4002,
    daysAgo: 16,
    minutesUsed: 165,
    right: {
      vocabulary: 0.67,
      grammar: 0.75,
      cloze: 0.6,
      'sentence-completion': 0.6,
      translation: 0.6,
      reading: 0.42,
      'paragraph-completion': 0.5,
      'irrelevant-sentence': 0.25,
    },
  },
  {
    solvedExamId: 4003,
    daysAgo: 5,
    minutesUsed: 158,
    right: {
      vocabulary: 0.83,
      grammar: 0.75,
      cloze: 0.7,
      'sentence-completion': 0.75,
      translation: 0.8,
      reading: 0.58,
      'paragraph-completion': 0.75,
      'irrelevant-sentence': 0.25,
    },
  },
];

const history = { 'ayse.yilmaz': { examId: 9033, enrollmentId: 202, sittings } };

const keys = ['A', 'B', 'C', 'D', 'E'];
const dayMs = 24 * 60 * 60 * 1000;

/** Answers right the first `right` share of each type's questions, then alternates wrong and empty. */
function answersFor(paper, examId, rightShare) {
  const questions = paper.sections.flatMap((section) => section.questions);
  const answers = {};
  for (const type of new Set(questions.map((question) => question.type))) {
    const ofType = questions.filter((question) => question.type === type);
    const rightCount = Math.round((rightShare[type] ?? 0) * ofType.length);
    ofType.forEach((question, index) => {
      const wrongKey = keys[(keys.indexOf(question.correct) + 1) % keys.length];
      const answer = index < rightCount ? question.correct : (index - rightCount) % 2 === 0 ? wrongKey : null;
      if (answer !== null) answers[examId * 100 + question.number] = { answer, seq: index + 1 };
    });
  }
  return answers;
}

/** The student's past attempts, shaped as submitted attempts of demo/api/exam-attempts.mjs. */
export function seedExamHistory(username, now) {
  const entry = history[username];
  if (!entry) return [];
  const { examId, enrollmentId } = entry;
  const paper = examPapers[examId];
  const scoredExam = {
    sections: paper.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({ ...question, id: examId * 100 + question.number })),
    })),
  };
  return entry.sittings.map(({ solvedExamId, daysAgo, minutesUsed, right }) => {
    const startedAt = now - daysAgo * dayMs;
    const answers = answersFor(paper, examId, right);
    return {
      attemptId: `a-seeded-${solvedExamId}`,
      examId,
      enrollmentId,
      status: 'submitted',
      startedAt: new Date(startedAt).toISOString(),
      deadline: new Date(startedAt + 10800 * 1000).toISOString(),
      answers,
      submissionIds: [`seeded-${solvedExamId}`],
      submissionCount: 1,
      submittedAt: new Date(startedAt + minutesUsed * 60 * 1000).toISOString(),
      clientSubmittedAt: new Date(startedAt + minutesUsed * 60 * 1000).toISOString(),
      solvedExamId,
      result: scoreAnswers(scoredExam, answers),
    };
  });
}
