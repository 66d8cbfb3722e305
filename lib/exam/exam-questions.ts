import type { Exam, ExamPassage, ExamQuestion } from '@/lib/types';

/** Every question of the exam in its number order, across the sections. */
export function orderedQuestions(exam: Exam): ExamQuestion[] {
  return exam.sections.flatMap((section) => section.questions).sort((a, b) => a.number - b.number);
}

/** The reading passages by id, for the questions that refer to one. */
export function passagesById(exam: Exam): Map<number, ExamPassage> {
  return new Map(exam.sections.flatMap((section) => section.passages ?? []).map((passage) => [passage.id, passage]));
}

/** The name of each question's section, by question id. */
export function sectionNames(exam: Exam): Map<number, string> {
  return new Map(exam.sections.flatMap((section) => section.questions.map((question) => [question.id, section.name])));
}

/** Where to resume: the remembered question, else the first one without an answer. */
export function startIndex(
  questions: ExamQuestion[],
  rememberedId: number | null,
  isAnswered: (id: number) => boolean,
): number {
  const remembered = questions.findIndex((question) => question.id === rememberedId);
  if (remembered >= 0) return remembered;
  return Math.max(
    0,
    questions.findIndex((question) => !isAnswered(question.id)),
  );
}
