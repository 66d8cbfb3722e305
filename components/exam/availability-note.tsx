'use client';

import { CalendarClock, FileQuestion } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import type { ExamAvailability } from '@/lib/exam-summary/course-exams';
import { formatDateTime } from '@/lib/i18n/date-time';
import { format } from '@/lib/i18n/format';

/** Why an exam cannot be started yet (no paper, or the day it opens); nothing for an open one. */
export function AvailabilityNote({ availability, className }: { availability: ExamAvailability; className: string }) {
  const { t, locale } = useMessages();
  const s = t.examScreens.course;
  if (availability.state === 'open') return null;
  const Icon = availability.state === 'notOpen' ? CalendarClock : FileQuestion;
  return (
    <span data-testid="exam-availability" className={`flex items-center gap-1.5 ${className}`}>
      <Icon aria-hidden="true" size={16} className="shrink-0" />
      {availability.state === 'notOpen'
        ? format(s.notOpen, { date: formatDateTime(availability.opensAt, 'dayAndTime', locale) })
        : s.noPaper}
    </span>
  );
}
