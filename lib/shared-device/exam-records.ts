import { hasUnsentData, type AttemptRecord } from '@/lib/exam/attempt-record';
import { claimAttemptRecord, readAttemptRecordsOnDevice, removeAttemptRecord } from '@/lib/exam/attempt-storage';

/**
 * What a shared device needs of the exam attempts kept on it: which ones still hold something the
 * server lacks, whose they are, and removing the rest when a session ends. Every record names its
 * owner from its first write (lib/exam/attempt-owner.ts); one naming nobody (kept before records
 * named their owner) is the leaving student's. Only the exam storage module's exports touch the
 * records themselves.
 */

/** The student's attempts with unsent data: theirs, and those naming nobody, which only the session under way can have made. */
export async function unsentAttempts(student: string, now = Date.now()): Promise<AttemptRecord[]> {
  const records = await readAttemptRecordsOnDevice(now);
  return records.filter((record) => hasUnsentData(record) && (record.owner ?? student) === student);
}

/**
 * The end of a session (sign-out, a 401, an idle shared computer): the attempts the server has in
 * full are removed, whoever made them; those with unsent data stay, their owner's, to be sent at
 * their next sign-in and never offered to anyone else. One naming nobody is claimed for the leaving
 * student; an end that knows no leaving student claims nothing, and a claim once made is never
 * changed (the storage claims in one step). Resolves to the ids of the attempts kept.
 */
export async function settleAttempts(leavingStudent: string | null, now = Date.now()): Promise<Set<string>> {
  const records = await readAttemptRecordsOnDevice(now);
  const unsent = new Set<string>();
  for (const record of records) {
    if (!hasUnsentData(record)) await removeAttemptRecord(record.attemptId);
    else {
      unsent.add(record.attemptId);
      if (record.owner === undefined && leavingStudent !== null)
        await claimAttemptRecord(record.attemptId, leavingStudent);
    }
  }
  return unsent;
}
