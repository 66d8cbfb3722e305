'use client';

import { Link } from '@/components/ui/link';
import { useId, useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { withOfflineWords } from '@/components/offline/offline-words';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { currentStudent } from '@/lib/session/session';
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
  /** Ends the session at once; what follows takes the screen (the start-up gate's session end). */
  signOut: () => void;
}

/**
 * Asked before signing out with work the server lacks: send it first (then sign out), or sign out
 * and keep it on the device for this student's next sign-in (the device keeps it theirs alone).
 * "Stay signed in" works until the session has ended, while sending too: the student stays, and
 * the sending goes on without signing out after it.
 */
function SignOutQuestion({ work, onWorkChange, signOut }: SignOutDialogProps) {
  const { t, locale } = useMessages();
  const enrollments = useAppSelector(selectEnrollments);
  const online = useOnline();
  const [phase, setPhase] = useState<Phase>('asking');
  const descriptionId = useId();
  const hintId = useId();
  // Each "Send, then sign out" is one try; staying (or closing) ends the try under way.
  const tries = useRef(0);

  const close = () => {
    tries.current += 1;
    setPhase('asking');
    onWorkChange(null);
  };
  const leave = () => {
    setPhase('signing-out');
    signOut();
  };
  const sendThenLeave = async () => {
    const thisTry = ++tries.current;
    setPhase('sending');
    const student = currentStudent();
    if (student !== null)
      await sendQueuedWrites(student).catch((error: unknown) => console.warn('Sending before sign-out failed', error));
    const left = await readUnsentWork(student, enrollments).catch((error: unknown) => {
      console.warn('Could not look for unsent work after sending', error);
      return work;
    });
    // The student chose to stay meanwhile: what was sent is sent, and nobody signs out.
    if (thisTry !== tries.current) return;
    if (left && !hasUnsentWork(left)) return leave();
    onWorkChange(left);
    setPhase('left-over');
  };

  // While the dialog fades out, it keeps showing what it showed.
  const [shownWork, setShownWork] = useState(work);
  if (work !== null && work !== shownWork) setShownWork(work);

  const busy = phase === 'sending' || phase === 'signing-out';
  // Once the session has ended there is nothing to stay in.
  const ended = phase === 'signing-out';
  const status =
    phase === 'sending' ? t.sharedDevice.sending : phase === 'signing-out' ? t.sharedDevice.signingOut : null;
  const needsNetwork = online ? undefined : hintId;

  return (
    <ModalDialog
      open={work !== null}
      onDismiss={() => !ended && close()}
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
            <Button variant="secondary" onClick={leave} disabled={busy || !online} aria-describedby={needsNetwork}>
              {t.sharedDevice.keepAndSignOut}
            </Button>
            <Button variant="ghost" onClick={close} disabled={ended}>
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
