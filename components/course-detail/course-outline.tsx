'use client';

import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { ExamHistory } from '@/components/exam-progress/exam-history';
import { useMessages } from '@/hooks/i18n/use-messages';
import { LoadError } from '@/components/ui/load-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast-provider';
import { isExamCourse } from '@/lib/courses/enrollments';
import { courseProgress, topicStatus } from '@/lib/courses/progress';
import { summaryBack } from '@/lib/exam-summary/back-target';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import { useExamHistory } from '@/hooks/api/use-exam-history';
import { useKeptPapers } from '@/hooks/api/use-kept-papers';
import { useExamsInProgress } from '@/hooks/exam/use-exams-in-progress';
import { useTopicCompletions } from '@/hooks/api/use-topic-completions';
import type { Enrollment } from '@/lib/types';
import { CourseKeep } from '@/components/offline/course-keep';
import { Button } from '@/components/ui/button';
import { useKeptCourses } from '@/hooks/offline/use-kept-courses';
import { useOnline } from '@/hooks/pwa/use-online';
import { useOfflineUseOffered } from '@/hooks/pwa/use-pwa-state';
import type { KeptSections } from '@/lib/offline/course-plan';
import { CourseExams } from './course-exams';
import { SectionPanel } from './section-panel';
import { TopicItem } from './topic-item';

interface CourseOutlineProps {
  enrollment: Enrollment;
  /** The section and topic to open and scroll to (from the route). */
  sectionId?: number;
  topicId?: number;
}

export function CourseOutline({ enrollment, sectionId, topicId }: CourseOutlineProps) {
  const { t, locale } = useMessages();
  const showToast = useToast();
  const { course } = enrollment;
  const {
    data: completions,
    error,
    mutate,
    mark,
    unmark,
  } = useTopicCompletions(enrollment.courseID, {
    afterPaint: true,
  });
  const [openSections, setOpenSections] = useState(
    () => new Set([sectionId ?? course.courseSections[0]?.id].filter((id) => id !== undefined)),
  );
  const targetTopic = useRef<HTMLLIElement>(null);
  const kept = useKeptCourses();
  const online = useOnline();
  // Without a service worker nothing kept could be opened offline: no keeping is offered.
  const keepOffered = useOfflineUseOffered();
  const [askedKeep, setAskedKeep] = useState<KeptSections | null>(null);
  const keptCourse = kept.data?.find((record) => record.courseId === enrollment.courseID);
  const sectionKept = (id: number) =>
    keptCourse !== undefined && (keptCourse.sections === 'all' || keptCourse.sections.includes(id));

  const toggle = (id: number) =>
    setOpenSections((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const notSaved = (markError: unknown) => {
    console.warn('Topic completion not saved', markError);
    showToast(t.courseDetail.markFailed, 'error');
  };
  const markTopic = (id: number) => mark(id).catch(notSaved);

  const progress = completions ? courseProgress(course, completions) : null;
  // The page appears whole once what shapes it is known (progress, exam states, kept papers):
  // nothing on it jumps when a later answer arrives (no layout shift).
  const examCourse = isExamCourse(course);
  const history = useExamHistory(examCourse ? enrollment.courseID : null, { afterPaint: true });
  const papers = useKeptPapers(examCourse);
  const attempts = useExamsInProgress(examCourse);
  const known = (loaded: { data?: unknown; error?: unknown }) =>
    loaded.data !== undefined || loaded.error !== undefined;
  const allKnown =
    known({ data: completions, error }) && (!examCourse || (known(history) && known(papers) && known(attempts)));
  // The outline, the heaviest render of the page, is drawn in a background render that yields to
  // the browser, instead of in the one task of the answer that completes it (decision 38).
  const ready = useDeferredValue(allKnown);

  useEffect(() => {
    if (!ready) return;
    targetTopic.current?.scrollIntoView({ block: 'center' });
    // Focus the student already moved while the outline loaded (the account menu opened) stays there.
    const active = document.activeElement;
    if (active === null || active === document.body) targetTopic.current?.focus({ preventScroll: true });
    // Once, when the outline first appears; `ready` never turns back.
  }, [ready]);

  // The description comes with the course itself: it is shown at once, above what is still loading.
  const description = course.description && (
    <p data-testid="course-description" className="text-slate-700 dark:text-slate-300">
      {course.description}
    </p>
  );
  if (!ready) {
    return (
      <div className="flex flex-col gap-4">
        {description}
        <StatusPanel tone="busy" message={t.common.loading} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {description}
      {progress && (
        <div className="flex flex-col gap-1">
          <ProgressBar
            percent={progress.percent}
            label={format(t.learningContent.progressLabel, { name: course.name })}
          />
          <p data-testid="course-progress" className="text-sm">
            {plural(locale, progress.total, t.learningContent.progress, { done: progress.done })}
          </p>
        </div>
      )}
      {error !== undefined && !completions && (
        <LoadError error={error} title={t.learningContent.progressUnavailable} onRetry={() => void mutate()} />
      )}
      {keepOffered && <CourseKeep enrollment={enrollment} kept={kept} asked={askedKeep} onAsk={setAskedKeep} />}
      {examCourse && (
        <CourseExams
          enrollment={enrollment}
          history={history.data}
          papers={papers}
          inProgress={attempts.inProgress}
          onOpen={(id) => {
            if (topicStatus(completions ?? [], id) === 'not-started') void markTopic(id);
          }}
        />
      )}
      {course.courseSections.map((section) => (
        <SectionPanel
          key={section.id}
          section={section}
          open={openSections.has(section.id)}
          onToggle={() => toggle(section.id)}
          action={
            keepOffered &&
            !sectionKept(section.id) && (
              <Button
                variant="ghost"
                disabled={!online || kept.data === undefined}
                onClick={() => setAskedKeep([section.id])}
                className="self-start"
              >
                {t.keptCourses.keepSection}
              </Button>
            )
          }
        >
          {section.courseTopics.map((topic) => (
            <TopicItem
              key={topic.id}
              ref={topic.id === topicId ? targetTopic : undefined}
              topic={topic}
              enrollment={enrollment}
              keptIds={kept.keptIds}
              status={topicStatus(completions ?? [], topic.id)}
              highlighted={topic.id === topicId}
              onMark={() => void markTopic(topic.id)}
              onUnmark={() => void unmark(topic.id).catch(notSaved)}
            />
          ))}
        </SectionPanel>
      ))}
      {examCourse && <ExamHistory courseId={enrollment.courseID} doBack={summaryBack.course} />}
    </div>
  );
}
