import { questionsOf } from './exams.mjs';

// E-YDS and E-YÖKDİL: 100 points for 80 questions, nothing taken off for a wrong answer.
const pointsPerCorrect = 1.25;

/** The figures of a submitted set of answers (questionId → `{ answer }`), in all and per section. */
export function scoreAnswers(exam, answers) {
  const sections = exam.sections.map((section) => {
    const tally = { id: section.id, name: section.name, correct: 0, wrong: 0, empty: 0 };
    for (const question of section.questions) {
      const given = answers[question.id]?.answer ?? null;
      if (given === null) tally.empty += 1;
      else if (given === question.correct) tally.correct += 1;
      else tally.wrong += 1;
    }
    return { ...tally, score: tally.correct * pointsPerCorrect };
  });
  const sum = (figure) => sections.reduce((total, section) => total + section[figure], 0);
  const correct = sum('correct');
  return { score: correct * pointsPerCorrect, correct, wrong: sum('wrong'), empty: sum('empty'), sections };
}

/** How long the student took: start to first submission, never more than the exam's time. */
const timeUsedSeconds = (attempt, exam) =>
  Math.min(exam.durationSeconds, Math.round((Date.parse(attempt.submittedAt) - Date.parse(attempt.startedAt)) / 1000));

/** The figures GET api/v1/solved-exams (history) and GET api/v1/solved-exams/{id} share. */
function attemptFigures(attempt, exam) {
  const { score, correct, wrong, empty } = attempt.result;
  return {
    id: attempt.solvedExamId,
    examId: exam.id,
    examName: exam.name,
    examType: exam.examType,
    enrollmentId: exam.enrollmentId,
    courseID: exam.courseID,
    startedAt: attempt.startedAt,
    submittedAt: attempt.submittedAt,
    durationSeconds: exam.durationSeconds,
    timeUsedSeconds: timeUsedSeconds(attempt, exam),
    score,
    correct,
    wrong,
    empty,
    questionCount: exam.questionCount,
  };
}

const givenAnswer = (attempt, questionId) => attempt.answers[questionId]?.answer ?? null;

/** GET api/v1/solved-exams/{id}: the scored attempt with every question, its answer, the right one and why. */
export function solvedExamForStudent(attempt, exam) {
  return {
    ...attemptFigures(attempt, exam),
    sections: attempt.result.sections,
    questions: questionsOf(exam).map(({ id, number, sectionId, type, text, options, correct, explanation }) => ({
      id,
      number,
      sectionId,
      type,
      text,
      options,
      answer: givenAnswer(attempt, id),
      correctAnswer: correct,
      explanation,
    })),
  };
}

/** One attempt of GET api/v1/solved-exams: the figures and each question's type and answers, no texts. */
export function historyEntryForStudent(attempt, exam) {
  return {
    ...attemptFigures(attempt, exam),
    questions: questionsOf(exam).map(({ id, number, type, correct }) => ({
      id,
      number,
      type,
      answer: givenAnswer(attempt, id),
      correctAnswer: correct,
    })),
  };
}
