import { sessionMaxAgeMs } from '@/lib/auth/session';
import { clockSkewAllowanceMs, readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import { storageKeys } from '@/lib/storage/keys';
import { ownValue, withOwnValue } from '@/lib/storage/own-property';

/** A product-API answer as the API gave it (checked again when read back), and when this device kept it. */
export interface KeptAnswer {
  answer: unknown;
  savedAt: number;
}

/** One student's kept answers by API path: the device keeps one student's at a time (decision 22). */
interface KeptAnswers {
  student: string;
  answers: Record<string, KeptAnswer>;
}

/** A copy older than a session can be is never shown: no session could be restored to show it with. */
export const keptAnswerMaxAgeMs = sessionMaxAgeMs;

/** Enough for every screen a student moves between (course list, courses, materials, summaries); the oldest go first. */
export const keptAnswerLimit = 60;

const isKeptAnswer = (value: unknown): value is KeptAnswer =>
  typeof value === 'object' &&
  value !== null &&
  'answer' in value &&
  typeof (value as KeptAnswer).savedAt === 'number' &&
  Number.isFinite((value as KeptAnswer).savedAt);

const isKeptAnswers = (value: unknown): value is KeptAnswers =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptAnswers).student === 'string' &&
  typeof (value as KeptAnswers).answers === 'object' &&
  (value as KeptAnswers).answers !== null &&
  Object.values((value as KeptAnswers).answers).every(isKeptAnswer);

/** Older than the limit, or saved in the future beyond the clock-skew allowance (as stored values are). */
const isFresh = (kept: KeptAnswer, now: number) =>
  now - kept.savedAt <= keptAnswerMaxAgeMs && kept.savedAt - now <= clockSkewAllowanceMs;

const readAll = () => readStored(storageKeys.keptAnswers, { isValid: isKeptAnswers });

/** The answer kept for `student` at `path`; null when none, another student's, or too old. */
export function readKeptAnswer(path: string, student: string, now = Date.now()): KeptAnswer | null {
  const kept = readAll();
  if (kept === null || kept.student !== student) return null;
  const entry = ownValue(kept.answers, path);
  return entry !== undefined && isFresh(entry, now) ? entry : null;
}

/**
 * Keeps `answer` as `student`'s copy of `path`. Another student's copies go (one student's data is
 * never kept beside another's), so do expired ones, and the oldest beyond the limit. A full storage
 * keeps this answer alone, or nothing: a kept copy is a head start, never a condition.
 */
export function keepAnswer(path: string, student: string, answer: unknown, now = Date.now()): void {
  const kept = readAll();
  const earlier = kept?.student === student ? kept.answers : {};
  const answers = withOwnValue(earlier, path, { answer, savedAt: now });
  const newest = Object.entries(answers)
    .filter(([, entry]) => isFresh(entry, now))
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, keptAnswerLimit);
  if (writeStored(storageKeys.keptAnswers, { student, answers: Object.fromEntries(newest) }, now)) return;
  if (
    !writeStored(storageKeys.keptAnswers, { student, answers: withOwnValue({}, path, { answer, savedAt: now }) }, now)
  )
    forgetKeptAnswers();
}

/** A session's end (decision 22): no copy of the student's answers stays on the device. */
export function forgetKeptAnswers(): void {
  removeStored(storageKeys.keptAnswers);
}
