'use client';

import { Link } from '@/components/ui/link';
import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { withOfflineWords } from '@/components/offline/offline-words';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { currentStudent } from '@/lib/auth/session';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import { sendQueuedWrites } from '@/lib/offline/send-queued-writes';
import { useOnline } from '@/hooks/pwa/use-online';
import { hasUnsentWork, readUnsentWork, type UnsentWork } from '@/lib/shared-device/unsent-work';
import type { Enrollment } from '@/lib/types';
import { useAppSelector } from '@/store/hooks';
import { selectEnrollments } from '@/store/user-slice';

type Phase = 'asking' | 'sending' | 'left-over' | 'signing-out';

/** What the dialog would ask about if `student` signed out now; null when nothing is unsent. */
export async function unsentWorkAtSignOut(
  student: string | null,
  enrollments: readonly Enrollment[],
): Promise<UnsentWork | null> {
  const work = await readUnsentWork(student, enrollments);
  return hasUnsentWork(work) ? work : null;
}

interface SignOutDialogProps {
  /** What would stay unsent; null keeps the dialog closed. */
  work: UnsentWork | null;
  onWorkChange: (work: UnsentWork | null) => void;
  signOut: () => Promise<void>;
}

/**
 * Asked before signing out with work the server lacks: send it first (then sign out), or sign out
 * and keep it on the device for this student's next sign-in (the device keeps it theirs alone).
 */
function SignOutQuestion({ work, onWorkChange, signOut }: SignOutDialogProps) {
  const { t, locale } = useMessages();
  const enrollments = useAppSelector(selectEnrollments);
  const online = useOnline();
  const [phase, setPhase] = useState<Phase>('asking');
  const descriptionId = useId();
  const hintId = useId();

  const close = () => {
    setPhase('asking');
    onWorkChange(null);
  };
  const leave = async () => {
    setPhase('signing-out');
    await signOut();
  };
  const sendThenLeave = async () => {
    setPhase('sending');
    const student = currentStudent();
    if (student !== null)
      await sendQueuedWrites(student).catch((error: unknown) => console.warn('Sending before sign-out failed', error));
    const left = await readUnsentWork(student, enrollments).catch((error: unknown) => {
      console.warn('Could not look for unsent work after sending', error);
      return work;
    });
    if (left && !hasUnsentWork(left)) return leave();
    onWorkChange(left);
    setPhase('left-over');
  };

  // While the dialog fades out, it keeps showing what it showed.
  const [shownWork, setShownWork] = useState(work);
  if (work !== null && work !== shownWork) setShownWork(work);

  const busy = phase === 'sending' || phase === 'signing-out';
  const status =
    phase === 'sending' ? t.sharedDevice.sending : phase === 'signing-out' ? t.sharedDevice.signingOut : null;
  const needsNetwork = online ? undefined : hintId;

  return (
    <ModalDialog
      open={work !== null}
      onDismiss={() => !busy && close()}
      title={t.sharedDevice.unsentTitle}
      descriptionId={descriptionId}
    >
      {shownWork && (
        <>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {shownWork.writes > 0 && <li>{plural(locale, shownWork.writes, t.sharedDevice.queuedWrites)}</li>}
            {shownWork.exams.map((exam) => (
              <li key={exam.attemptId}>
                {format(t.sharedDevice.unsentExam, { name: exam.name })}
                {exam.href && (
                  <>
                    {' '}
                    <Link
                      href={exam.href}
                      onClick={close}
                      className="inline-block min-h-6 font-medium text-brand-700 underline dark:text-brand-100"
                    >
                      {format(t.sharedDevice.openExam, { name: exam.name })}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
          <p id={descriptionId}>
            {phase === 'left-over'
              ? shownWork.writes > 0
                ? plural(locale, shownWork.writes + shownWork.exams.length, t.sharedDevice.notAllSent)
                : t.sharedDevice.examsSentFromExam
              : t.sharedDevice.unsentKept}
          </p>
          <p role="status" className="min-h-6 text-sm">
            {status}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            {shownWork.writes > 0 && (
              <Button onClick={() => void sendThenLeave()} disabled={busy || !online} aria-describedby={needsNetwork}>
                {t.sharedDevice.sendAndSignOut}
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => void leave()}
              disabled={busy || !online}
              aria-describedby={needsNetwork}
            >
              {t.sharedDevice.keepAndSignOut}
            </Button>
            <Button variant="ghost" onClick={close} disabled={busy}>
              {t.sharedDevice.stay}
            </Button>
          </div>
          {!online && <OfflineHint id={hintId} />}
        </>
      )}
    </ModalDialog>
  );
}

export const SignOutDialog = withOfflineWords(SignOutQuestion);
