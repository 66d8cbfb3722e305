'use client';

import Link from 'next/link';
import { examHistoryAnchor } from '@/components/exam-progress/exam-history';
import { useMessages } from '@/components/providers/locale-provider';
import { buttonClasses } from '@/components/ui/button';
import { materialHref } from '@/lib/courses/material-href';
import { useKeptPapers } from '@/lib/exam/use-kept-papers';
import { courseExams } from '@/lib/exam-summary/course-exams';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import type { Enrollment } from '@/lib/types';
import { ExamKeep } from './exam-keep';

/**
 * An exam course's exams in one list above the outline, so any exam is one click from the
 * course page instead of behind a closed section; each can be kept on the device to start offline.
 */
export function CourseExams({ enrollment, onOpen }: { enrollment: Enrollment; onOpen: (topicId: number) => void }) {
  const { t, locale } = useMessages();
  const m = t.examSummary.courseExams;
  const exams = courseExams(enrollment.course);
  const papers = useKeptPapers();
  if (exams.length === 0) return null;

  return (
    <section aria-labelledby="course-exams-title" className="flex flex-col gap-3">
      <h2 id="course-exams-title" className="text-xl font-semibold">
        {m.title}
      </h2>
      <ul data-testid="course-exams" className="grid gap-3 sm:grid-cols-2">
        {exams.map(({ material, topicId }) => (
          <li key={material.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <span className="font-medium">{material.name}</span>
            {material.duration !== undefined && (
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {plural(locale, Math.round(material.duration / 60), m.duration)}
              </span>
            )}
            <Link
              href={materialHref(material, enrollment)}
              aria-label={format(m.startNamed, { name: material.name })}
              onClick={() => onOpen(topicId)}
              className={`${buttonClasses()} self-start`}
            >
              {m.start}
            </Link>
            <ExamKeep examId={material.id} enrollmentId={enrollment.id} name={material.name} papers={papers} />
          </li>
        ))}
      </ul>
      <a href={`#${examHistoryAnchor}`} className={`${buttonClasses('secondary')} self-start`}>
        {t.examProgress.historyLink}
      </a>
    </section>
  );
}
