'use client';

import { Clock, FileText, ListChecks, Play, RotateCcw } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { examHistoryAnchor } from '@/components/exam-progress/exam-history';
import { useMessages } from '@/hooks/i18n/use-messages';
import { buttonClasses } from '@/components/ui/button';
import { materialHref } from '@/lib/courses/material-href';
import { formatDuration } from '@/lib/exam/format-duration';
import { retakeHref } from '@/lib/exam/retake';
import type { useKeptPapers } from '@/hooks/api/use-kept-papers';
import { summaryBack } from '@/lib/exam-summary/back-target';
import { courseExams, examAvailability, latestResult } from '@/lib/exam-summary/course-exams';
import { formatScore } from '@/lib/exam-summary/format-score';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import { routes } from '@/lib/routes/routes';
import { useNow } from '@/hooks/ui/use-now';
import { useOfflineUseOffered } from '@/hooks/pwa/use-pwa-state';
import type { Enrollment, ExamHistoryEntry } from '@/lib/types';
import { AvailabilityNote } from '@/components/exam/availability-note';
import { ExamKeep } from './exam-keep';

const iconLine = 'flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400';

/**
 * An exam course's exams in one list above the outline, so any exam is one click from the
 * course page instead of behind a closed section. Each says how long it takes and whether it can
 * be started (never "Start" for one without a paper or not open yet); one in progress on this
 * device is continued; a finished one shows its result, its summary and a retake; each startable
 * one can be kept on the device to start offline.
 */
interface CourseExamsProps {
  enrollment: Enrollment;
  /** The course's submitted attempts and the papers kept on the device, read once by the outline. */
  history: ExamHistoryEntry[] | undefined;
  papers: ReturnType<typeof useKeptPapers>;
  /** Whether this device holds an attempt in progress of the exam: it is continued, not started. */
  inProgress: (examId: number, enrollmentId: number) => boolean;
  onOpen: (topicId: number) => void;
}

export function CourseExams({ enrollment, history, papers, inProgress, onOpen }: CourseExamsProps) {
  const { t, locale } = useMessages();
  // A paper kept ahead opens offline only through the service worker.
  const keepOffered = useOfflineUseOffered();
  const m = t.examSummary.courseExams;
  const s = t.examScreens.course;
  const exams = courseExams(enrollment.course);
  // An exam that opens while the page is open becomes startable within the minute.
  const now = useNow(60_000);
  if (exams.length === 0) return null;

  return (
    <section aria-labelledby="course-exams-title" className="flex flex-col gap-3">
      <h2 id="course-exams-title" className="text-xl font-semibold">
        {m.title}
      </h2>
      <ul data-testid="course-exams" className="grid gap-3 sm:grid-cols-2">
        {exams.map(({ material, topicId }) => {
          const availability = examAvailability(material, now);
          const result = latestResult(history, material.id, enrollment.id);
          const href = materialHref(material, enrollment);
          // An attempt in progress goes on where it was (the exam route resumes it): never a retake.
          const continues = inProgress(material.id, enrollment.id);
          const action = continues
            ? { href, label: s.resume, named: s.resumeNamed, Icon: Play }
            : result === null
              ? { href, label: m.start, named: m.startNamed, Icon: Play }
              : { href: retakeHref(href), label: s.retake, named: s.retakeNamed, Icon: RotateCcw };
          return (
            <li
              key={material.id}
              data-availability={availability.state}
              data-finished={result !== null}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="font-medium">{material.name}</span>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {material.duration !== undefined && (
                  <span className={iconLine}>
                    <Clock aria-hidden="true" size={16} />
                    {formatDuration(material.duration, locale, t.examScreens.duration)}
                  </span>
                )}
                {material.questionCount !== undefined && material.questionCount > 0 && (
                  <span className={iconLine}>
                    <ListChecks aria-hidden="true" size={16} />
                    {plural(locale, material.questionCount, s.questions)}
                  </span>
                )}
              </div>
              {result !== null && (
                <p data-testid="exam-result" className="font-medium">
                  {format(s.lastResult, { score: formatScore(result.score, locale) })}
                </p>
              )}
              <AvailabilityNote
                availability={availability}
                className={`text-sm font-medium ${availability.state === 'notOpen' ? 'text-amber-800 dark:text-amber-200' : ''}`}
              />
              <div className="flex flex-wrap gap-2">
                {result !== null && (
                  <Link
                    href={routes.examSummary(result.id, summaryBack.course)}
                    aria-label={format(s.viewSummaryNamed, { name: material.name })}
                    className={buttonClasses(availability.state === 'open' ? 'secondary' : 'primary')}
                  >
                    <FileText aria-hidden="true" size={18} />
                    {s.viewSummary}
                  </Link>
                )}
                {availability.state === 'open' && (
                  <Link
                    href={action.href}
                    aria-label={format(action.named, { name: material.name })}
                    onClick={() => onOpen(topicId)}
                    className={buttonClasses()}
                  >
                    <action.Icon aria-hidden="true" size={18} />
                    {action.label}
                  </Link>
                )}
              </div>
              {availability.state === 'open' && keepOffered && (
                <ExamKeep examId={material.id} enrollmentId={enrollment.id} name={material.name} papers={papers} />
              )}
            </li>
          );
        })}
      </ul>
      <a href={`#${examHistoryAnchor}`} className={`${buttonClasses('secondary')} self-start`}>
        {t.examProgress.historyLink}
      </a>
    </section>
  );
}
