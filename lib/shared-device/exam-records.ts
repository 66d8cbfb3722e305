import * as v from 'valibot';
import { hasUnsentData, type AttemptRecord } from '@/lib/exam/attempt-record';
import { readAttemptRecords, removeAttemptRecord } from '@/lib/exam/attempt-storage';
import { storageKeys } from '@/lib/storage/keys';
import { storedRecord } from '@/lib/storage/stored-schemas';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';

/**
 * What a shared device needs of the exam attempts kept on it: which ones still hold something the
 * server lacks, whose they are, and removing the rest at sign-out. Attempt records do not say whose
 * they are, so ownership is noted beside them (`exam_attempt_owners`, attempt id → student) when a
 * session ends. Only the exam storage module's exports touch the records themselves.
 */

const ownersSchema = storedRecord(v.string());
type Owners = v.InferOutput<typeof ownersSchema>;

const readOwners = (): Owners => readStored(storageKeys.examAttemptOwners, { schema: ownersSchema }) ?? {};

function saveOwners(owners: Owners): void {
  if (Object.keys(owners).length === 0) removeStored(storageKeys.examAttemptOwners);
  else writeStored(storageKeys.examAttemptOwners, owners);
}

/**
 * The student's attempts with unsent data: those noted as theirs, and those of nobody yet, which
 * the session under way made (every earlier session's were noted when it ended).
 */
export async function unsentAttempts(student: string, now = Date.now()): Promise<AttemptRecord[]> {
  const records = await readAttemptRecords(now);
  const owners = readOwners();
  return records.filter((record) => hasUnsentData(record) && (owners[record.attemptId] ?? student) === student);
}

/**
 * The end of a session (sign-out, or a 401): the attempts the server has in full are removed,
 * whoever made them; those with unsent data stay, noted as the leaving student's, to be sent at
 * their next sign-in and never offered to anyone else. Resolves to the ids of the attempts kept.
 * A note once made is never lost: the notes are read and written in one step after every wait, so
 * an end running beside another (another tab's) cannot write over the notes it made, and an end
 * that knows no leaving student adds nothing and takes nothing away but notes of removed attempts.
 */
export async function settleAttempts(leavingStudent: string | null, now = Date.now()): Promise<Set<string>> {
  const records = await readAttemptRecords(now);
  const unsent = new Set<string>();
  for (const record of records) {
    if (hasUnsentData(record)) unsent.add(record.attemptId);
    else await removeAttemptRecord(record.attemptId);
  }
  const owners = readOwners();
  const noted: Owners = {};
  for (const attemptId of unsent) {
    const owner = owners[attemptId] ?? leavingStudent;
    if (owner !== null) noted[attemptId] = owner;
  }
  saveOwners(noted);
  return unsent;
}
