import { isQuestionType } from '@/lib/exam-progress/question-types';
import type { ExamHistoryEntry, HistoryQuestion, OptionKey, SolvedExam, SolvedExamQuestion, SolvedExamSection } from '@/lib/types';

type Fields = Record<string, unknown>;

const optionKeys: readonly unknown[] = ['A', 'B', 'C', 'D', 'E'] satisfies OptionKey[];

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const numbers = (value: Fields, names: string[]) => names.every((name) => typeof value[name] === 'number');
const strings = (value: Fields, names: string[]) => names.every((name) => typeof value[name] === 'string');

function isSection(value: unknown): value is SolvedExamSection {
  return isObject(value) && numbers(value, ['id', 'correct', 'wrong', 'empty', 'score']) && strings(value, ['name']);
}

/** A question's type and answers: what the history and the summary both carry. */
export function isHistoryQuestion(value: unknown): value is HistoryQuestion {
  return (
    isObject(value) &&
    numbers(value, ['id', 'number']) &&
    isQuestionType(value.type) &&
    optionKeys.includes(value.correctAnswer) &&
    (value.answer === null || optionKeys.includes(value.answer))
  );
}

function isQuestion(value: unknown): value is SolvedExamQuestion {
  if (!isHistoryQuestion(value)) return false;
  const fields: Fields = { ...value };
  return (
    numbers(fields, ['sectionId']) &&
    strings(fields, ['text']) &&
    (fields.explanation === null || typeof fields.explanation === 'string') &&
    Array.isArray(fields.options) &&
    fields.options.every((option) => isObject(option) && optionKeys.includes(option.key) && strings(option, ['text']))
  );
}

/** The figures of a submitted attempt that the history and the summary share. */
function hasAttemptFigures(value: unknown): value is Fields {
  return (
    isObject(value) &&
    numbers(value, ['id', 'examId', 'courseID', 'score', 'correct', 'wrong', 'empty', 'questionCount', 'timeUsedSeconds']) &&
    strings(value, ['examName', 'submittedAt']) &&
    (value.examType === 'yds' || value.examType === 'yokdil')
  );
}

/** True when the answer of the history call has every field the history shows. */
export function isExamHistory(value: unknown): value is ExamHistoryEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => hasAttemptFigures(entry) && Array.isArray(entry.questions) && entry.questions.every(isHistoryQuestion))
  );
}

/**
 * True when a solved exam has every field the summary shows, and each question belongs to one
 * of its sections (the summary lists questions under their section).
 */
export function isSolvedExam(value: unknown): value is SolvedExam {
  if (!hasAttemptFigures(value)) return false;
  if (!Array.isArray(value.sections) || !value.sections.every(isSection)) return false;
  if (!Array.isArray(value.questions) || !value.questions.every(isQuestion)) return false;
  const sectionIds = new Set(value.sections.map((section) => section.id));
  return value.questions.every((question) => sectionIds.has(question.sectionId));
}
