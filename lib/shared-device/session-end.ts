import type { EndedSession } from '@/lib/session/session-end';
import { dataPlaces, removeStudentData, type DataPlace } from './forget-student';
import { sessionEndProgress } from './session-end-progress';

/**
 * The rest of the one session-end routine (decision 22), after `endSession` (lib/session/session-end.ts)
 * made the session unusable in this tab, whatever ended it: a sign-out, any number of 401s and
 * 403s, and (to come) an idle shared computer. A session another tab ended had its data removed
 * there: this tab only leaves (lib/startup/startup-steps.ts). The keeps and the position saving stopped with it
 * (they listen there too); here the student's data leaves every place it lives, unsent work
 * staying theirs, then the page goes where the end leads. Start-up wires it to every session end.
 */

interface Run {
  ended: EndedSession;
  /** The places still holding the student's data; empty once removed. */
  left: Promise<DataPlace[]>;
}

const runs = new Map<string, Run>();

function report(run: Run, phase: 'removing' | 'failed' | 'leaving', failed: readonly DataPlace[] = []) {
  sessionEndProgress.set({ sessionId: run.ended.id, cause: run.ended.cause, phase, failed });
}

function leave(run: Run): void {
  report(run, 'leaving');
  window.location.assign(run.ended.leaveTo);
}

async function remove(run: Run, places: readonly DataPlace[]): Promise<DataPlace[]> {
  report(run, 'removing');
  const failed = await removeStudentData(run.ended.student, [...places]);
  if (failed.length === 0) leave(run);
  else report(run, 'failed', failed);
  return failed;
}

/**
 * Finishes the end of `ended`, a session this tab ended, once per session: a second call gets the
 * first one's run. Resolves to the places the data could not be removed from (the screen offers
 * Try again); empty once the page is leaving.
 */
export function finishSessionEnd(ended: EndedSession): Promise<DataPlace[]> {
  const running = runs.get(ended.id);
  if (running) return running.left;
  // One line per session end, whatever started it and however often: what the end-to-end tests count.
  console.info(`Session ended (${ended.cause}): removing the student's data from this device`);
  const run: Run = { ended, left: Promise.resolve([]) };
  runs.set(ended.id, run);
  run.left = remove(run, dataPlaces);
  return run.left;
}

/** Try again: removes what is still left of `ended`'s data, then leaves; finishes an end this tab could not start. */
export async function retrySessionEnd(ended: EndedSession): Promise<DataPlace[]> {
  const run = runs.get(ended.id);
  if (!run) return finishSessionEnd(ended);
  const left = await run.left;
  if (left.length > 0) run.left = remove(run, left);
  return run.left;
}

/** Leaves with the places that could not be cleared: `device_student` still names their student, so the next sign-in clears them. */
export function leaveWithoutRemoving(ended: EndedSession): void {
  leave(runs.get(ended.id) ?? { ended, left: Promise.resolve(dataPlaces) });
}
