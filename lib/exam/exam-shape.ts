import type { Exam, ExamAttempt, ExamPassage, ExamQuestion, ExamSection } from '@/lib/types';

/** Shape checks of the exam calls: a proxy's page or a half-sent body must not crash the exam. */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isArrayOf = <T>(value: unknown, check: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(check);

const optionKeys = new Set(['A', 'B', 'C', 'D', 'E']);

function isQuestion(value: unknown): value is ExamQuestion {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.number === 'number' &&
    typeof value.text === 'string' &&
    (value.passageId === null || value.passageId === undefined || typeof value.passageId === 'number') &&
    Array.isArray(value.options) &&
    value.options.every(
      (option) => isObject(option) && optionKeys.has(option.key as string) && typeof option.text === 'string',
    )
  );
}

function isPassage(value: unknown): value is ExamPassage {
  return isObject(value) && typeof value.id === 'number' && typeof value.text === 'string';
}

function isSection(value: unknown): value is ExamSection {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    (value.passages === undefined || isArrayOf(value.passages, isPassage)) &&
    isArrayOf(value.questions, isQuestion)
  );
}

export function isExam(value: unknown): value is Exam {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.durationSeconds === 'number' &&
    isArrayOf(value.sections, isSection)
  );
}

const isIsoTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function isExamAttempt(value: unknown): value is ExamAttempt {
  return (
    isObject(value) &&
    typeof value.attemptId === 'string' &&
    value.attemptId !== '' &&
    (value.status === 'in-progress' || value.status === 'submitted') &&
    isIsoTime(value.deadline) &&
    isIsoTime(value.serverNow) &&
    isObject(value.answers) &&
    Object.values(value.answers).every((answer) => answer === null || optionKeys.has(answer as string)) &&
    (value.status === 'submitted'
      ? typeof value.solvedExamId === 'number'
      : value.solvedExamId === null || value.solvedExamId === undefined || typeof value.solvedExamId === 'number')
  );
}
