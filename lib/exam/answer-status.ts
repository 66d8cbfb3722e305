import { unsentEntries, type AttemptRecord } from './attempt-record';

/** Why the server has not got the answers yet: no connection, or the server failing. */
export type SendProblem = 'offline' | 'retrying';

/**
 * What the exam screen says about the answers (`t.exam.connection`):
 * - `none`: nothing answered yet;
 * - `saving`: an answer is on its way to the device's disk;
 * - `sending`: every answer is on the device, the server has not confirmed them all yet;
 * - `offline` / `retrying`: on the device, and waiting for the connection or the server;
 * - `notStored` / `notStoredOffline`: the device could not store them (storage full): they
 *   live only on this screen until the server confirms them;
 * - `saved` ("All answers sent"): the server confirmed every answer given;
 * - `closedElsewhere`: the server refused them for good, the exam having been submitted on another
 *   device (the results name them): nothing is taken any more.
 */
export type AnswerStatus =
  | 'none'
  | 'saving'
  | 'sending'
  | 'saved'
  | 'offline'
  | 'retrying'
  | 'notStored'
  | 'notStoredOffline'
  | 'closedElsewhere';

export interface AnswerState {
  record: AttemptRecord;
  /** Answers in `record` not on the device's disk yet (a write running, or one that failed). */
  unstoredCount: number;
  /** The last write to the device failed. */
  storageFailed: boolean;
  problem: SendProblem | null;
  /** The server said the attempt was submitted elsewhere: "All answers sent" would hide what it refused. */
  closedElsewhere: boolean;
}

export function answerStatus({
  record,
  unstoredCount,
  storageFailed,
  problem,
  closedElsewhere,
}: AnswerState): AnswerStatus {
  if (closedElsewhere) return 'closedElsewhere';
  const entries = Object.values(record.answers);
  // Nothing to send, or only cleared answers all sent: "All answers sent" would claim what is not there.
  if (entries.length === 0) return 'none';
  if (unsentEntries(record).length === 0 && entries.every((entry) => entry.answer === null)) return 'none';
  const unsent = unsentEntries(record).length > 0;
  if (storageFailed && unstoredCount > 0) {
    if (!unsent) return 'saved';
    return problem ? 'notStoredOffline' : 'notStored';
  }
  if (unstoredCount > 0) return 'saving';
  if (!unsent) return 'saved';
  return problem ?? 'sending';
}
