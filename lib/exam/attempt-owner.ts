import { currentStudent } from '@/lib/session/session';

/**
 * Whose exam data it is. Every attempt record and every exam kept for offline use is stamped with
 * the signed-in student when it is first stored (`owner`), and from then on only that student's
 * session opens, changes or sends it (decision 22): another student on the same route finds
 * nothing of it. `undefined`: kept before records named their owner, or stored with nobody signed
 * in (unit tests); the first signed-in write claims it.
 */
export type ExamOwner = string | undefined;

/** The student exam data is stored for now: the signed-in one, undefined without a session. */
export const examTaker = (): ExamOwner => currentStudent() ?? undefined;

/** Whether `taker` may see and change what `owner` owns: their own, or what names nobody yet. */
export const ownedBy = (owner: ExamOwner, taker: ExamOwner = examTaker()): boolean =>
  owner === undefined || owner === taker;

/** Thrown by a write to another student's exam data (an attempt, a kept exam): nothing of it is changed. */
export class NotTheOwnerError extends Error {
  constructor(what: string) {
    super(`The exam data ${what} is another student's`);
    this.name = 'NotTheOwnerError';
  }
}
