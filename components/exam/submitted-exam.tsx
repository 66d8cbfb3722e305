'use client';

import { FileText, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { BackLink } from '@/components/exam-summary/back-link';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { BackTarget } from '@/lib/exam-summary/back-target';
import { retakeHref } from '@/lib/exam/retake';
import { routes } from '@/lib/routes/routes';

interface SubmittedExamProps {
  solvedExamId: number;
  /** This exam's own route, which `?retake=1` opens for a new attempt. */
  examHref: string;
  /** The way back: the exam's place in its course. */
  back: BackTarget;
}

/**
 * An exam opened again after it was submitted: says so, and offers its results and a new attempt
 * as two actions, instead of opening the old results as if "Start" had been pressed, and the way
 * back to the course it was opened from.
 */
export function SubmittedExam({ solvedExamId, examHref, back }: SubmittedExamProps) {
  const { t } = useMessages();
  const m = t.exam.submitted;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="exam-submitted-title"
      data-testid="exam-submitted"
      className="flex max-w-2xl flex-col gap-4"
    >
      <h2 id="exam-submitted-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {m.title}
      </h2>
      <p>{m.text}</p>
      <div className="flex flex-wrap gap-2">
        <Link href={routes.examSummary(solvedExamId)} className={buttonClasses()}>
          <FileText aria-hidden="true" size={18} />
          {m.seeResults}
        </Link>
        {/* A document load: the exam route reads `?retake=1` when it opens, not on a change of query. */}
        <a href={retakeHref(examHref)} className={buttonClasses('secondary')}>
          <RotateCcw aria-hidden="true" size={18} />
          {m.retake}
        </a>
      </div>
      <BackLink target={back} />
    </section>
  );
}
