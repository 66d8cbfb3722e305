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

/** GET api/v1/solved-exams/{id}: the scored attempt with every question, its answer and the right one. */
export function solvedExamForStudent(attempt, exam) {
  const { score, correct, wrong, empty, sections } = attempt.result;
  return {
    id: attempt.solvedExamId,
    examId: exam.id,
    examName: exam.name,
    examType: exam.examType,
    enrollmentId: exam.enrollmentId,
    courseID: exam.courseID,
    submittedAt: attempt.submittedAt,
    durationSeconds: exam.durationSeconds,
    score,
    correct,
    wrong,
    empty,
    questionCount: exam.questionCount,
    sections,
    questions: questionsOf(exam).map(({ id, number, sectionId, text, options, correct: correctAnswer }) => ({
      id,
      number,
      sectionId,
      text,
      options,
      answer: attempt.answers[id]?.answer ?? null,
      correctAnswer,
    })),
  };
}
