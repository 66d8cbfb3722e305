import * as v from 'valibot';
import { forgetKeptExams } from '@/lib/exam/kept-attempts';
import { forgetKeptAnswers } from '@/lib/kept-reads/kept-answers';
import { deleteAllKeptCourses } from '@/lib/offline/course-keep-store';
import { stopAllKeeps } from '@/lib/offline/course-keep-runs';
import { deleteAllOfflineVideos, openOfflineVideos } from '@/lib/offline/offline-videos';
import { forgetStudentData } from '@/lib/pwa/worker-registration';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, removeStored, writeStored } from '@/lib/storage/stored-value';
import { stopSavingPositions } from '@/lib/video/resume-position';
import { settleAttempts } from './exam-records';

const studentSchema = v.pipe(v.string(), v.nonEmpty());

/**
 * Everything a student leaves readable or playable on the device: sent exam records, exams kept
 * for offline use, video positions, the help form's draft (never sent, but the student's own words),
 * the worker's and the page's kept API answers (decision 44), downloaded videos and kept courses
 * (decision 52). Unsent work
 * stays, keyed by the student (the write queue, the exam attempts with unsent data and what
 * reopens them offline). One failing part does not stop the others; the kept exams are cleared
 * only once the attempts are settled, so an unsent one is never taken for sent.
 */
async function forgetStudentOnDevice(leavingStudent: string | null): Promise<void> {
  const steps: Array<() => unknown> = [
    async () => forgetKeptExams(await settleAttempts(leavingStudent)),
    () => removeStored(storageKeys.videoPositions, storageKeys.helpDraft, storageKeys.deviceStudent),
    () => forgetKeptAnswers(),
    () => forgetStudentData(),
    async () => {
      // Kept courses first: their records name the PDFs and captions stored under their own URLs.
      const cache = await openOfflineVideos();
      await deleteAllKeptCourses(cache);
      await deleteAllOfflineVideos(cache);
    },
  ];
  const results = await Promise.allSettled(steps.map(async (step) => step()));
  results.forEach((result) => {
    if (result.status === 'rejected')
      console.warn('Some data of the signed-out student could not be removed', result.reason);
  });
}

/**
 * A session ends (sign-out or a 401): the student's data goes before the page moves on, and a
 * player still on screen stops saving positions, as it would when the page is left.
 */
export async function endStudentSession(leavingStudent: string | null): Promise<void> {
  stopSavingPositions();
  stopAllKeeps();
  await forgetStudentOnDevice(leavingStudent);
}

/**
 * A sign-in completes. The device notes whose data it now holds (`device_student`, removed when a
 * session ends properly); a session that ended without that (expired while the device was unused)
 * left its student's data, which goes now unless that same student is back. Data of no known
 * student (a position saved while the page left at sign-out) goes too.
 */
export async function startStudentOnDevice(student: string): Promise<void> {
  const previous = readStored(storageKeys.deviceStudent, { schema: studentSchema });
  if (previous !== student) await forgetStudentOnDevice(previous);
  writeStored(storageKeys.deviceStudent, student);
}
