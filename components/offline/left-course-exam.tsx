'use client';

import { useState } from 'react';
import { AnswerLines } from '@/components/exam-summary/not-counted-note';
import { ExamWords } from '@/components/exam/exam-words';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useWaitingAttempt } from '@/hooks/exam/use-waiting-attempt';
import { letGoOfAttempt } from '@/lib/exam/refused-attempts';
import { format } from '@/lib/i18n/format';

interface LeftCourseExamProps {
  attemptId: string;
  /** The exam's name as the notice has it (`#id` once its course is gone from the list). */
  name: string;
}

/**
 * An exam attempt waiting on this device whose course is no longer in the student's list: no
 * screen can open it, and the server no longer takes it (docs/api.md). The line says so, names
 * each answer that will not be sent, and lets the student dismiss it, which lets them go. Nothing
 * goes by itself: a course list from an earlier visit may be out of date, and a course that comes
 * back brings the exam's link back with it.
 */
function LeftCourseExamLine({ attemptId, name }: LeftCourseExamProps) {
  const { t } = useMessages();
  const waiting = useWaitingAttempt(attemptId);
  const [dismissal, setDismissal] = useState<'none' | 'running' | 'done'>('none');
  if (!waiting || dismissal === 'done') return null;
  const examName = waiting.examName ?? name;
  const dismiss = () => {
    setDismissal('running');
    letGoOfAttempt(attemptId).then(
      () => setDismissal('done'),
      (error: unknown) => {
        console.warn('Could not let go of the exam answers waiting here', error);
        setDismissal('none');
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 dark:bg-slate-900">
      <div className="min-w-0 flex-1 break-words">
        <p className="font-medium">
          {format(waiting.lines.length > 0 ? t.sharedDevice.courseLeft : t.sharedDevice.courseLeftSubmission, {
            name: examName,
          })}
        </p>
        {waiting.lines.length > 0 && <AnswerLines lines={waiting.lines} />}
      </div>
      <Button
        variant="secondary"
        disabled={dismissal === 'running'}
        onClick={dismiss}
        aria-label={format(t.sharedDevice.dismissLabel, { what: examName })}
      >
        {t.sharedDevice.dismiss}
      </Button>
    </div>
  );
}

export function LeftCourseExam(props: LeftCourseExamProps) {
  return (
    <ExamWords>
      <LeftCourseExamLine {...props} />
    </ExamWords>
  );
}
