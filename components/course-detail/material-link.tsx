'use client';

import { ClipboardList, Code, FileText, CirclePlay, Video, type LucideIcon } from 'lucide-react';
import { AvailabilityNote } from '@/components/exam/availability-note';
import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useNow } from '@/hooks/ui/use-now';
import { materialHref } from '@/lib/courses/material-href';
import { formatDuration } from '@/lib/exam/format-duration';
import { examAvailability } from '@/lib/exam-summary/course-exams';
import type { Enrollment, Material, MaterialType } from '@/lib/types';

const icons: Record<MaterialType, LucideIcon> = {
  video: CirclePlay,
  pdf: FileText,
  zoom: Video,
  code4edu: Code,
  exam: ClipboardList,
};

/** Under an exam's row: why it cannot be started yet, if so (its page says the same). */
function ExamRowNote({ material }: { material: Material }) {
  // An exam that opens while the page is open loses its note within the minute.
  const now = useNow(60_000);
  return (
    <AvailabilityNote
      availability={examAvailability(material, now)}
      className="text-sm text-slate-700 dark:text-slate-300"
    />
  );
}

/**
 * A material row: its kind's icon, its name (wrapping, never cut) and, below it, its kind and
 * length, and for an exam that cannot be started yet, why.
 */
export function MaterialLink({
  material,
  enrollment,
  kept = false,
  onOpen,
}: {
  material: Material;
  enrollment: Enrollment;
  /** Kept on the device with its course (decision 52). */
  kept?: boolean;
  onOpen: () => void;
}) {
  const { t, locale } = useMessages();
  const Icon = icons[material.type];
  return (
    <Link
      href={materialHref(material, enrollment)}
      onClick={onOpen}
      className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-100 sm:px-3 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-100" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="break-words">{material.name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t.materials.types[material.type]}
          {material.duration ? ` · ${formatDuration(material.duration, locale, t.examScreens.duration)}` : null}
          {kept && (
            <span data-testid="on-this-phone" className="font-medium text-emerald-800 dark:text-emerald-200">
              {` · ${t.keptCourses.onThisPhone}`}
            </span>
          )}
        </span>
        {material.type === 'exam' && <ExamRowNote material={material} />}
      </span>
    </Link>
  );
}
