import * as v from 'valibot';
import { forgetKeptExams } from '@/lib/exam/kept-attempts';
import { forgetKeptAnswers } from '@/lib/kept-reads/kept-answers';
import { deleteAllKeptCourses } from '@/lib/offline/course-keep-store';
import { deleteAllOfflineVideos, openOfflineVideos } from '@/lib/offline/offline-videos';
import { forgetStudentData, tellWorkerSessionStarted } from '@/lib/pwa/worker-registration';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import { settleAttempts } from './exam-records';

const studentSchema = v.pipe(v.string(), v.nonEmpty());

/** The places a student's data lives on the device, each removed on its own (the names the student reads). */
export type DataPlace = 'exams' | 'keptAnswers' | 'workerAnswers' | 'keptCourses' | 'drafts';

/**
 * Everything a student leaves readable or playable on the device, by place: sent exam records and
 * exams kept for offline use; the page's kept API answers (decision 44) and the worker's; kept
 * courses and downloaded videos (decision 52); video positions and the help form's draft (never
 * sent, but the student's own words). Unsent work stays, keyed by the student (the write queue, the
 * exam attempts with unsent data and what reopens them offline): the kept exams are cleared only
 * once the attempts are settled, so an unsent one is never taken for sent.
 */
const removals: Record<DataPlace, (student: string | null) => Promise<unknown> | unknown> = {
  exams: async (student) => forgetKeptExams(await settleAttempts(student)),
  keptAnswers: () => forgetKeptAnswers(),
  workerAnswers: () => forgetStudentData(),
  keptCourses: async () => {
    // Kept courses first: their records name the PDFs and captions stored under their own URLs.
    const cache = await openOfflineVideos();
    await deleteAllKeptCourses(cache);
    await deleteAllOfflineVideos(cache);
  },
  drafts: () => removeStored(storageKeys.videoPositions, storageKeys.helpDraft),
};

export const dataPlaces = Object.keys(removals) as DataPlace[];

/**
 * Removes `student`'s data from `places` (all by default), each on its own: one that fails does not
 * stop the others. Resolves to the places that failed. `device_student` names whose data is left on
 * the device until every place is clear, so a later sign-in (or start-up) knows to clear it.
 */
export async function removeStudentData(student: string | null, places = dataPlaces): Promise<DataPlace[]> {
  const results = await Promise.allSettled(places.map(async (place) => removals[place](student)));
  const failed = places.filter((place, index) => {
    const result = results[index];
    if (result?.status !== 'rejected') return false;
    console.warn(`The student's data (${place}) could not be removed from this device`, result.reason);
    return true;
  });
  if (failed.length === 0) removeStored(storageKeys.deviceStudent);
  return failed;
}

/**
 * A sign-in completes. The device notes whose data it now holds (`device_student`, removed once a
 * session's end removed it all); a session that ended without that (expired while the device was
 * unused, or its removal failed) left its student's data, which goes now unless that same student is
 * back. Data of no known student (a position saved while the page left at sign-out) goes too. The
 * worker keeps nothing more of reads sent before.
 */
export async function startStudentOnDevice(student: string): Promise<void> {
  tellWorkerSessionStarted();
  const previous = readStored(storageKeys.deviceStudent, { schema: studentSchema });
  const failed = previous === student ? [] : await removeStudentData(previous);
  // Still named while any of it is left: the next sign-in tries again.
  if (failed.length === 0) writeStored(storageKeys.deviceStudent, student);
}
