'use client';

import { memo, useEffect, useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import type { Messages } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/plural';
import { dueAnnouncement, timeWarning } from '@/lib/exam/time-notices';
import { useSecondsLeft } from '@/hooks/exam/use-seconds-left';
import { formatCountdown } from '@/lib/time/countdown';

interface ExamCountdownProps {
  deadline: string;
  clockOffsetMs: number;
  /** Called once when the time left reaches zero (at once if it already has). */
  onTimeUp: () => void;
}

function announcementText(seconds: number, t: Messages, locale: string): string {
  if (seconds === 600) return t.exam.warnings.tenMinutes;
  if (seconds === 60) return t.exam.warnings.oneMinute;
  if (seconds < 60) return plural(locale, seconds, t.exam.secondsLeft);
  return plural(locale, Math.floor(seconds / 60), t.exam.minutesLeft);
}

/**
 * The time left by the server's deadline. It ticks on its own, so the questions do not
 * re-render every second; screen readers hear it only at the marks of `announcedSeconds`.
 */
export const ExamCountdown = memo(function ExamCountdown({ deadline, clockOffsetMs, onTimeUp }: ExamCountdownProps) {
  const { t, locale } = useMessages();
  const seconds = useSecondsLeft(deadline, clockOffsetMs);
  const [announcement, setAnnouncement] = useState('');
  const previousSeconds = useRef<number | null>(null);
  const onTimeUpRef = useRef(onTimeUp);

  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  });

  useEffect(() => {
    const due = dueAnnouncement(previousSeconds.current, seconds);
    previousSeconds.current = seconds;
    if (due !== null) setAnnouncement(announcementText(due, t, locale));
    if (seconds === 0) onTimeUpRef.current();
    // Only a new second can make an announcement due.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a language switch must not repeat an announcement
  }, [seconds]);

  const warning = timeWarning(seconds);
  const urgent = warning === 'oneMinute';

  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-baseline gap-2">
        <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">
          {t.exam.timeLeft}
        </span>
        <span
          role="timer"
          aria-label={t.exam.timeLeft}
          data-testid="exam-countdown"
          className={`font-mono text-2xl font-semibold tabular-nums ${urgent ? 'text-red-700 dark:text-red-300' : ''}`}
        >
          {formatCountdown(seconds * 1000)}
        </span>
      </p>
      {warning && (
        <p
          data-testid="time-warning"
          className={`rounded-lg px-3 py-1 text-sm font-medium ${urgent ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'}`}
        >
          {t.exam.warnings[warning]}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
});
