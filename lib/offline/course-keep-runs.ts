import { onSessionEnd } from '@/lib/session/session-end';
import type { KeptCourse } from './course-keep-record';
import { writeKeptCourse } from './course-keep-store';
import type { KeeperContext } from './course-keeper';

// The keeper and the downloader come with the first keep, not with every screen that lists kept
// courses (issue 20: they were in the course page's and every signed-in screen's first load).
const loadKeeper = () => Promise.all([import('./course-keeper'), import('./video-download')]);

/**
 * The keeps running in this tab, one per course, sequential within a course (decision 52). They
 * outlive the screen that started them (client navigation keeps this module) and stop with the
 * page: the record written after each item lets the next page resume.
 */
export interface KeepRun {
  record: KeptCourse;
  /** The item being stored and its bytes so far. */
  current: { name: string; doneBytes: number } | null;
  running: boolean;
  noSpace: boolean;
}

let runs: Readonly<Record<number, KeepRun>> = {};
const controllers = new Map<number, { controller: AbortController; pause: boolean }>();
const listeners = new Set<() => void>();

function update(courseId: number, run: KeepRun | null) {
  const next = { ...runs };
  if (run) next[courseId] = run;
  else delete next[courseId];
  runs = next;
  listeners.forEach((listener) => listener());
}

export function subscribeKeepRuns(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const keepRunsSnapshot = () => runs;

export const isKeepRunning = (courseId: number) => controllers.has(courseId);

/** Starts (or resumes) keeping a course; nothing happens if it is already running in this tab. */
export async function startKeep(record: KeptCourse, context: KeeperContext): Promise<void> {
  if (controllers.has(record.courseId)) return;
  const entry = { controller: new AbortController(), pause: false };
  controllers.set(record.courseId, entry);
  update(record.courseId, { record, current: null, running: true, noSpace: false });
  let last = record;
  let noSpace = false;
  let isNoSpace = (_error: unknown) => false;
  try {
    const [{ keepCourse }, { NoSpaceError }] = await loadKeeper();
    isNoSpace = (error) => error instanceof NoSpaceError;
    last = await keepCourse(record, context, {
      signal: entry.controller.signal,
      onChange: ({ record: next, current }) => {
        last = next;
        if (controllers.get(record.courseId) === entry)
          update(record.courseId, {
            record: next,
            current: current && { name: current.item.name, doneBytes: current.doneBytes },
            running: true,
            noSpace: false,
          });
      },
    });
  } catch (error) {
    noSpace = isNoSpace(error);
    if (!noSpace) console.warn('Keeping a course stopped', error);
  } finally {
    if (controllers.get(record.courseId) === entry) {
      controllers.delete(record.courseId);
      if (entry.pause) {
        last = { ...last, state: 'paused' };
        await writeKeptCourse(context.cache, last, context.origin).catch(() => {});
      }
      update(record.courseId, { record: last, current: null, running: false, noSpace });
    }
  }
}

/** Pause: the current item stops (its finished files stay), the record says paused, so a reload does not resume it. */
export function pauseKeep(courseId: number): void {
  const entry = controllers.get(courseId);
  if (!entry) return;
  entry.pause = true;
  entry.controller.abort();
}

/** Cancel and Remove stop the run first; the caller removes the files. */
export function stopKeep(courseId: number): void {
  const entry = controllers.get(courseId);
  controllers.delete(courseId);
  entry?.controller.abort();
  update(courseId, null);
}

/** A session's end (decision 22), or the page leaving: nothing goes on storing for the student. */
export function stopAllKeeps(): void {
  [...controllers.keys()].forEach(stopKeep);
  runs = {};
  listeners.forEach((listener) => listener());
}

// In this tab or another, the session's end stops every keep here at once (lib/session/session-end.ts).
onSessionEnd(stopAllKeeps);
