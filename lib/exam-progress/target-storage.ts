import * as v from 'valibot';
import { storageKeys } from '@/lib/storage/keys';
import { ownValue, withOwnValue } from '@/lib/storage/own-property';
import { storedRecord } from '@/lib/storage/stored-schemas';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import { isTargetScore } from './target';

/** Each student's target score on this device: `{ [student]: score }` under `exam_target_scores`. */
const targetScoresSchema = storedRecord(v.custom<number>(isTargetScore));
type TargetScores = v.InferOutput<typeof targetScoresSchema>;

const readAll = (): TargetScores => readStored(storageKeys.examTargetScores, { schema: targetScoresSchema }) ?? {};

/** The student's target, or null when none is set (or what was stored is damaged: it is dropped). */
export function readTargetScore(student: string): number | null {
  return ownValue(readAll(), student) ?? null;
}

/** Sets (a number) or clears (null) the student's target, keeping the other students'. */
export function writeTargetScore(student: string, target: number | null): void {
  const others = Object.fromEntries(Object.entries(readAll()).filter(([name]) => name !== student));
  writeStored(storageKeys.examTargetScores, target === null ? others : withOwnValue(others, student, target));
}
