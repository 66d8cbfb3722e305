import type { OptionKey, SolvedExam, SolvedExamQuestion, SolvedExamSection } from '@/lib/types';

type Fields = Record<string, unknown>;

const optionKeys: readonly unknown[] = ['A', 'B', 'C', 'D', 'E'] satisfies OptionKey[];

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const numbers = (value: Fields, names: string[]) => names.every((name) => typeof value[name] === 'number');
const strings = (value: Fields, names: string[]) => names.every((name) => typeof value[name] === 'string');

function isSection(value: unknown): value is SolvedExamSection {
  return isObject(value) && numbers(value, ['id', 'correct', 'wrong', 'empty', 'score']) && strings(value, ['name']);
}

function isQuestion(value: unknown): value is SolvedExamQuestion {
  return (
    isObject(value) &&
    numbers(value, ['id', 'number', 'sectionId']) &&
    strings(value, ['text']) &&
    optionKeys.includes(value.correctAnswer) &&
    (value.answer === null || optionKeys.includes(value.answer)) &&
    Array.isArray(value.options) &&
    value.options.every((option) => isObject(option) && optionKeys.includes(option.key) && strings(option, ['text']))
  );
}

/**
 * True when a solved exam has every field the summary shows, and each question belongs to one
 * of its sections (the summary lists questions under their section).
 */
export function isSolvedExam(value: unknown): value is SolvedExam {
  if (!isObject(value)) return false;
  if (!numbers(value, ['id', 'examId', 'courseID', 'score', 'correct', 'wrong', 'empty', 'questionCount'])) return false;
  if (!strings(value, ['examName', 'submittedAt'])) return false;
  if (!Array.isArray(value.sections) || !value.sections.every(isSection)) return false;
  if (!Array.isArray(value.questions) || !value.questions.every(isQuestion)) return false;
  const sectionIds = new Set(value.sections.map((section) => section.id));
  return value.questions.every((question) => sectionIds.has(question.sectionId));
}
