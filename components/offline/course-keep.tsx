'use client';

import { HardDriveDownload } from 'lucide-react';
import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { CodeUnavailable } from '@/components/ui/code-unavailable';
import { onDemand } from '@/components/ui/on-demand';
import { useKeptCourses } from '@/hooks/offline/use-kept-courses';
import { useOnline } from '@/hooks/pwa/use-online';
import { format } from '@/lib/i18n/format';
import { mergePlan, newRecord } from '@/lib/offline/course-keep-record';
import type { KeptSections } from '@/lib/offline/course-plan';
import type { Enrollment } from '@/lib/types';
import { loadPdfEngine } from '@/components/pdf/pdf-viewer-loader';
import type { KeepChoice } from './keep-plan-dialog';
import { KeepProgress } from './keep-progress';

// The plan (what to keep, sizes, qualities, the download right) downloads when the student first
// asks for it, not with the course page (issue 20).
const KeepPlanDialog = onDemand(
  () => import('./keep-plan-dialog').then((module) => module.KeepPlanDialog),
  null,
  function PlanUnavailable() {
    const { t } = useMessages();
    return <CodeUnavailable message={t.keptCourses.planUnavailable} />;
  },
);

/** Asks the browser to keep the site's storage under pressure; false where it cannot. */
async function askPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

const union = (before: KeptSections, added: KeptSections): KeptSections =>
  before === 'all' || added === 'all' ? 'all' : [...new Set([...before, ...added])];

interface CourseKeepProps {
  enrollment: Enrollment;
  kept: ReturnType<typeof useKeptCourses>;
  /** The sections the plan dialog is open for (the course's button or a section's); null when closed. */
  asked: KeptSections | null;
  onAsk: (sections: KeptSections | null) => void;
}

/** "Keep this course on the phone" on the course page, its plan, and its one progress line (decision 52). */
export function CourseKeep({ enrollment, kept, asked, onAsk }: CourseKeepProps) {
  const { t } = useMessages();
  const m = t.keptCourses;
  const online = useOnline();
  const hintId = useId();
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // Once asked, the plan stays mounted, so it fades out when closed.
  const [planWanted, setPlanWanted] = useState(false);
  if (asked !== null && !planWanted) setPlanWanted(true);
  const { course, courseID } = enrollment;
  const record = kept.data?.find((candidate) => candidate.courseId === courseID);
  // A section added to a kept course is planned with what the course keeps already.
  const planned = asked === null ? null : record ? union(record.sections, asked) : asked;
  // The title names what was asked for: the course, or the one section whose button was pressed.
  const [askedSection] = asked === null || asked === 'all' ? [] : asked;
  const sectionName = course.courseSections.find((section) => section.id === askedSection)?.name;
  const planTitle = sectionName
    ? format(m.planSectionTitle, { section: sectionName })
    : format(m.planTitle, { name: course.name });

  const start = async (choice: KeepChoice) => {
    onAsk(null);
    setCancelled(false);
    setPersisted(await askPersistence());
    if (choice.items.some((item) => item.kind === 'pdf'))
      loadPdfEngine().catch((error: unknown) => console.warn('The PDF viewer was not kept for offline use', error));
    const sections = planned ?? 'all';
    const fresh = newRecord(
      { courseId: courseID, enrollmentId: enrollment.id, name: course.name },
      sections,
      choice.minHeight,
      choice.items,
      choice.skippedVideos,
      new Date(),
    );
    // Sections added to a kept course keep what is done (mergePlan's rules).
    const next = record
      ? mergePlan(
          { ...record, sections, minHeight: choice.minHeight, skippedVideos: choice.skippedVideos },
          choice.items,
          new Date(),
        ).record
      : fresh;
    await kept.keep({ ...next, state: 'keeping' });
  };

  return (
    <section
      aria-label={m.keepCourse}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
    >
      {record ? (
        <KeepProgress
          record={record}
          run={kept.runs[courseID]}
          online={online}
          onPause={() => kept.pause(courseID)}
          onResume={() => void kept.resume(courseID)}
          onRetry={(key) => void kept.retry(courseID, key)}
          onCancel={() => {
            setCancelled(true);
            void kept.remove(courseID);
          }}
        />
      ) : (
        cancelled && <p role="status">{m.cancelled}</p>
      )}
      {persisted !== null && record && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{persisted ? m.persistGranted : m.persistDenied}</p>
      )}
      {record?.sections !== 'all' && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={!online || kept.data === undefined}
            aria-describedby={online ? undefined : hintId}
            onClick={() => onAsk('all')}
          >
            <HardDriveDownload aria-hidden="true" className="size-5" />
            {m.keepCourse}
          </Button>
          {!online && <OfflineHint id={hintId} />}
        </div>
      )}
      {planWanted && (
        <KeepPlanDialog
          course={course}
          sections={planned}
          title={planTitle}
          onDismiss={() => onAsk(null)}
          onKeep={(choice) => void start(choice)}
        />
      )}
    </section>
  );
}
