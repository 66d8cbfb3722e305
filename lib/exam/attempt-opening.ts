import { isApiError } from '@/lib/api/api-error';
import type { Exam, ExamAttempt } from '@/lib/types';
import { resumeRecord, type AttemptRecord } from './attempt-record';
import type { ClockSample } from './clock';
import { keptClock, keptFromServer, startOnDevice, type KeptAttempt } from './kept-attempts';

/** An attempt ready to take: where it came from decides whether the device may send it yet. */
export interface StartedAttempt {
  attempt: ExamAttempt;
  clock: ClockSample;
  /** `device`: the server could not be reached; the device's kept copy is shown. */
  source: 'server' | 'device';
  /** False for an attempt started offline that the server does not know yet: nothing is sent for it. */
  onServer: boolean;
}

/** What the device proposes when it started the attempt itself (docs/api.md, "Started offline"). */
export interface OfflineStart {
  attemptId: string;
  startedAt: string;
}

export interface OpeningDeps {
  startOnServer: (offlineStart: OfflineStart | null) => Promise<{ attempt: ExamAttempt; clock: ClockSample }>;
  readKeptAttempt: () => Promise<KeptAttempt | null>;
  keepAttempt: (kept: KeptAttempt) => Promise<void>;
  readKeptPaper: () => Promise<Exam | null>;
  /** The server answered another attempt than the one started offline: its answers go there. */
  moveAnswers: (fromAttemptId: string, to: ExamAttempt) => Promise<void>;
  newAttemptId: () => string;
  enrollmentId: number;
  now: () => number;
  /**
   * How long the server may take before an attempt the device can open itself (kept, or started
   * from a kept paper) opens from the device (decision 76); the server's start goes on meanwhile.
   */
  serverBudgetMs: number;
  /** That start was answered after the device had opened the attempt itself: ask the server again now. */
  onServerBack: () => void;
  /**
   * A new attempt once the last one is submitted: only the server can start it. The submitted
   * attempt kept on the device is no stand-in, and neither is one started from a kept paper (a
   * relaunch would resume it without `retake`, and the server would answer the submitted one).
   */
  retake: boolean;
}

const fromKept = (kept: KeptAttempt): StartedAttempt => ({
  attempt: kept.attempt,
  clock: keptClock(kept),
  source: 'device',
  onServer: kept.onServer,
});

/** The device's copy must never stand in the way of the exam: failing to read or keep it is only logged. */
async function quietly<T>(task: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await task();
  } catch (error) {
    console.warn('Exam kept on this device: not available', error);
    return fallback;
  }
}

/** The attempt as the device can open it without the server: the kept one, or a new one from a kept paper; else null. */
async function openOnDevice(deps: OpeningDeps, kept: KeptAttempt | null): Promise<StartedAttempt | null> {
  if (kept) return fromKept(kept);
  const paper = await quietly(deps.readKeptPaper, null);
  if (!paper) return null;
  const offsetMs = 0; // never measured for this attempt: the device clock is the best guess
  const started: KeptAttempt = {
    ...keptFromServer(startOnDevice(paper, deps.enrollmentId, deps.newAttemptId(), deps.now() + offsetMs), {
      offsetMs,
      roundTripMs: Number.POSITIVE_INFINITY,
    }),
    onServer: false,
  };
  // Kept before anything is shown: a reload must reopen this attempt, not start another.
  await deps.keepAttempt(started);
  return fromKept(started);
}

type ServerAnswer = { ok: true; attempt: ExamAttempt; clock: ClockSample } | { ok: false; error: unknown };

/** Resolves with null after `ms`, or never once `cancel` is called. */
function budget(ms: number): { passed: Promise<null>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passed = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return { passed, cancel: () => clearTimeout(timer) };
}

/**
 * Opens the attempt: from the server when it answers (creating there an attempt started offline,
 * under the device's id and start time), else from what the device keeps: the attempt reopened,
 * or a new one started from a kept paper. The device stands in when there is no connection at all,
 * and when the server is silent past `serverBudgetMs` (lie-fi): the student never waits the
 * request deadline for a paper that is on the device. A retake waits for the server, whatever the
 * device keeps (`retake`). Errors the server answered (404, 500 …) are the server's word and are
 * shown, not papered over.
 */
export async function openExamAttempt(deps: OpeningDeps): Promise<StartedAttempt> {
  const kept = await quietly(deps.readKeptAttempt, null);
  const pendingStart = kept && !kept.onServer ? kept.attempt : null;
  const call: Promise<ServerAnswer> = deps
    .startOnServer(pendingStart && { attemptId: pendingStart.attemptId, startedAt: pendingStart.startedAt })
    .then(
      (started) => ({ ok: true, ...started }),
      (error: unknown) => ({ ok: false, error }),
    );
  const wait = budget(deps.serverBudgetMs);
  let answer = await Promise.race([call, wait.passed]);
  wait.cancel();
  if (answer === null && !deps.retake) {
    const onDevice = await openOnDevice(deps, kept).catch((error: unknown) => {
      console.warn('Exam could not be opened on this device', error);
      return null;
    });
    if (onDevice) {
      void call.then((late) => late.ok && deps.onServerBack());
      return onDevice;
    }
  }
  answer ??= await call;
  if (!answer.ok) {
    const { error } = answer;
    if (deps.retake || !isApiError(error) || error.kind !== 'no-response') throw error;
    const onDevice = await openOnDevice(deps, kept);
    if (!onDevice) throw error;
    return onDevice;
  }
  const { attempt, clock } = answer;
  if (pendingStart && attempt.attemptId !== pendingStart.attemptId)
    await deps.moveAnswers(pendingStart.attemptId, attempt);
  await quietly(() => deps.keepAttempt(keptFromServer(attempt, clock)), undefined);
  return { attempt, clock, source: 'server', onServer: true };
}

/**
 * The record the exam opens with. From the server, its attempt and the device's record are
 * merged (resumeRecord). Reopened from the device, the device's record is the newest there is:
 * the kept attempt's answers are older than it and must not overrule it. That record may be the
 * one another tab moved the attempt's answers into (the storage reads it under the old id): it is
 * opened as it is, so nothing is written under the old id again.
 */
export function recordToOpen(started: StartedAttempt, stored: AttemptRecord | null): AttemptRecord {
  const { attemptId } = started.attempt;
  const onDevice = stored?.attemptId === attemptId || stored?.movedFrom?.includes(attemptId) === true;
  return started.source === 'device' && stored && onDevice ? stored : resumeRecord(started.attempt, stored);
}
