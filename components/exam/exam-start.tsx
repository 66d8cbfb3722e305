'use client';

import { Clock, HardDrive, Keyboard, ListChecks, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/lib/exam/format-duration';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import type { Exam } from '@/lib/types';

interface ExamStartProps {
  exam: Exam;
  retake: boolean;
  starting: boolean;
  onStart: () => void;
}

const fact =
  'flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900';

/**
 * What the student needs before the clock runs: how many questions, how long, the rules, the
 * keys, and that the answers are kept on this device. The attempt (and its deadline) starts only
 * with the Start button.
 */
export function ExamStart({ exam, retake, starting, onStart }: ExamStartProps) {
  const { t, locale } = useMessages();
  const m = t.examScreens.start;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="exam-start-title" data-testid="exam-start" className="flex max-w-2xl flex-col gap-4">
      <h2 id="exam-start-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {m.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li className={fact} data-testid="exam-start-questions">
          <ListChecks aria-hidden="true" size={20} className="shrink-0 text-brand-600" />
          {plural(locale, exam.questionCount, m.questions)}
        </li>
        <li className={fact} data-testid="exam-start-time">
          <Clock aria-hidden="true" size={20} className="shrink-0 text-brand-600" />
          {format(m.time, { duration: formatDuration(exam.durationSeconds, locale, t.examScreens.duration) })}
        </li>
      </ul>
      <h3 className="font-semibold">{m.rulesTitle}</h3>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        <li>{m.timerRule}</li>
        <li>{m.submitRule}</li>
        <li>{m.scoreRule}</li>
      </ul>
      {/* Only where there are keys to press: not on a touch-only phone or tablet. */}
      <div data-testid="exam-start-keys" className="hidden flex-col gap-4 [@media(any-pointer:fine)]:flex">
        <h3 className="flex items-center gap-2 font-semibold">
          <Keyboard aria-hidden="true" size={20} />
          {m.keysTitle}
        </h3>
        <p>{m.keys}</p>
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        <HardDrive aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
        {m.kept}
      </p>
      <Button sends onClick={onStart} aria-disabled={starting} className="self-start">
        <Play aria-hidden="true" size={18} />
        {starting ? m.starting : retake ? m.beginRetake : m.begin}
      </Button>
    </section>
  );
}
