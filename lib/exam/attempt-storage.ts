import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import type { AnswerEntry } from '@/lib/types';
import type { AttemptRecord } from './attempt-record';

/** All attempts on this device under one key, by attempt id. */
type AttemptRecords = Record<string, AttemptRecord>;

/** A record outlives its deadline this long: a submission queued offline may be sent days later. */
export const attemptKeepMs = 30 * 24 * 3600_000;

const optionKeys = new Set(['A', 'B', 'C', 'D', 'E']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isAnswerEntry(value: unknown): value is AnswerEntry {
  return (
    isObject(value) &&
    typeof value.questionId === 'number' &&
    (value.answer === null || optionKeys.has(value.answer as string)) &&
    typeof value.answeredAt === 'string' &&
    typeof value.seq === 'number'
  );
}

function isSubmission(value: unknown): boolean {
  return value === null || (isObject(value) && typeof value.id === 'string' && typeof value.submittedAt === 'string');
}

export function isAttemptRecord(value: unknown): value is AttemptRecord {
  return (
    isObject(value) &&
    typeof value.attemptId === 'string' &&
    typeof value.examId === 'number' &&
    typeof value.enrollmentId === 'number' &&
    typeof value.deadline === 'string' &&
    typeof value.lastSeq === 'number' &&
    typeof value.sentSeq === 'number' &&
    isObject(value.answers) &&
    Object.values(value.answers).every(isAnswerEntry) &&
    Array.isArray(value.flagged) &&
    value.flagged.every((id) => typeof id === 'number') &&
    (value.currentQuestionId === null || typeof value.currentQuestionId === 'number') &&
    isSubmission(value.submission) &&
    (value.solvedExamId === null || typeof value.solvedExamId === 'number')
  );
}

/** Keeps the well-formed records that are still worth keeping; a damaged one is dropped alone. */
function readRecords(now: number): AttemptRecords {
  const stored = readStored(storageKeys.examAttempts, { isValid: isObject });
  const records: AttemptRecords = {};
  for (const [id, record] of Object.entries(stored ?? {})) {
    if (isAttemptRecord(record) && record.attemptId === id && Date.parse(record.deadline) + attemptKeepMs > now) {
      records[id] = record;
    }
  }
  return records;
}

export function readAttemptRecord(attemptId: string, now = Date.now()): AttemptRecord | null {
  return readRecords(now)[attemptId] ?? null;
}

export function writeAttemptRecord(record: AttemptRecord, now = Date.now()): void {
  writeStored(storageKeys.examAttempts, { ...readRecords(now), [record.attemptId]: record }, now);
}

/**
 * Applies `change` to the stored record (another tab may have written since `known` was read),
 * or to `known` when storage has none, and stores the result: one read, one write.
 */
export function updateAttemptRecord(
  known: AttemptRecord,
  change: (record: AttemptRecord) => AttemptRecord,
  now = Date.now(),
): AttemptRecord {
  const records = readRecords(now);
  const record = change(records[known.attemptId] ?? known);
  writeStored(storageKeys.examAttempts, { ...records, [record.attemptId]: record }, now);
  return record;
}

export function removeAttemptRecord(attemptId: string, now = Date.now()): void {
  const records = readRecords(now);
  delete records[attemptId];
  writeStored(storageKeys.examAttempts, records, now);
}

/** Whether a `storage` event from another tab touched the attempts. */
export const isAttemptsStorageEvent = (event: StorageEvent) => event.key === storageKeys.examAttempts || event.key === null;
