import * as v from 'valibot';
import { clearSession, storedSessionKind } from '@/lib/session/session';
import { forgetStudentOnDemand } from '@/lib/shared-device/forget-student-on-demand';
import { storageKeys } from '@/lib/storage/keys';
import { readStored } from '@/lib/storage/stored-value';

const studentSchema = v.pipe(v.string(), v.nonEmpty());

/**
 * Start-up finds no session it can restore (aged out, a `user` that is not one, tokens without a
 * user, a shared computer's session whose window closed) but a student's data on the device
 * (`device_student`): that data goes at once, as at sign-out, unsent work staying theirs (decision
 * 22). Nobody has to sign in first for it to go. What is left of the session goes too, but an
 * unusable one, which the start-up gate clears itself on its way to /loginProblem. Resolves once
 * the removal is done (or failed, which is logged).
 */
export async function removeStaleSession(): Promise<void> {
  const kind = storedSessionKind();
  if (kind === 'present') return;
  if (kind === 'absent') clearSession();
  const student = readStored(storageKeys.deviceStudent, { schema: studentSchema });
  if (student === null) return;
  await forgetStudentOnDemand()
    .then(({ removeStudentData }) => removeStudentData(student))
    .catch((error: unknown) => console.warn('The data of a session that ended could not be removed', error));
}
