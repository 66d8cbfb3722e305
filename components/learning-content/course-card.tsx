'use client';

import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { ProgressBar } from '@/components/ui/progress-bar';
import { courseProgress } from '@/lib/courses/progress';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import { routes } from '@/lib/routes/routes';
import { useTopicCompletions } from '@/hooks/api/use-topic-completions';
import type { Enrollment } from '@/lib/types';

export function CourseCard({ enrollment }: { enrollment: Enrollment }) {
  const { t, locale } = useMessages();
  const { course } = enrollment;
  const { data: completions, error } = useTopicCompletions(enrollment.courseID, { afterPaint: true });
  const progress = completions ? courseProgress(course, completions) : null;

  return (
    <Link
      href={routes.courseDetail(enrollment.courseID)}
      data-course-ref={course.courseRef}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="font-medium">{course.name}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{course.courseType.name}</span>
      {progress && (
        <>
          <ProgressBar
            percent={progress.percent}
            label={format(t.learningContent.progressLabel, { name: course.name })}
          />
          <span className="text-sm" data-testid="course-progress">
            {plural(locale, progress.total, t.learningContent.progress, { done: progress.done })}
          </span>
        </>
      )}
      {!progress && error !== undefined && (
        <span className="text-sm text-slate-600 dark:text-slate-400">{t.learningContent.progressUnavailable}</span>
      )}
    </Link>
  );
}
