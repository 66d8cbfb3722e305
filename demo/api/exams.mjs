import { examPapers } from '../seed/exams/exam-materials.mjs';
import { findMaterial } from './materials.mjs';

/**
 * The exam `examId` (a material id, as written in the path) as the student takes it through the
 * enrollment `enrollmentId`, with the correct answers; undefined when that enrollment's course has
 * no such exam material or the demo has no paper for it.
 * Question ids are `examId * 100 + number`, so they differ between exams that share a paper.
 */
export function findExam(state, examId, enrollmentId) {
  const enrollment = state.enrollments.find((candidate) => candidate.id === enrollmentId);
  if (!enrollment) return undefined;
  const material = findMaterial([enrollment.course], String(examId), Date.now());
  const paper = material?.type === 'exam' ? examPapers[material.id] : undefined;
  if (!paper) return undefined;

  return {
    id: material.id,
    name: material.name,
    examType: paper.examType,
    field: paper.field,
    courseID: enrollment.courseID,
    enrollmentId,
    durationSeconds: material.duration,
    opensAt: material.startTime === undefined ? null : Date.parse(material.startTime),
    questionCount: paper.questionCount,
    sections: paper.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => ({ id: material.id * 100 + question.number, ...question })),
    })),
  };
}

/** The exam as GET api/v1/exams/{examId} answers it: without the correct answers, types or explanations. */
export function examForStudent(exam) {
  const { id, name, examType, field, durationSeconds, questionCount } = exam;
  return {
    id,
    name,
    examType,
    field,
    durationSeconds,
    questionCount,
    sections: exam.sections.map((section) => ({
      ...section,
      questions: section.questions.map(({ correct, type, explanation, ...question }) => question),
    })),
  };
}

export const questionsOf = (exam) =>
  exam.sections.flatMap((section) => section.questions.map((question) => ({ ...question, sectionId: section.id })));
