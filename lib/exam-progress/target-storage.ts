import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import { isTargetScore } from './target';

/** Each student's target score on this device: `{ [student]: score }` under `exam_target_scores`. */
type TargetScores = Record<string, number>;

const isTargetScores = (value: unknown): value is TargetScores =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isTargetScore);

const readAll = (): TargetScores => readStored(storageKeys.examTargetScores, { isValid: isTargetScores }) ?? {};

/** The student's target, or null when none is set (or what was stored is damaged: it is dropped). */
export function readTargetScore(student: string): number | null {
  return readAll()[student] ?? null;
}

/** Sets (a number) or clears (null) the student's target, keeping the other students'. */
export function writeTargetScore(student: string, target: number | null): void {
  const scores = readAll();
  if (target === null) delete scores[student];
  else scores[student] = target;
  writeStored(storageKeys.examTargetScores, scores);
}
