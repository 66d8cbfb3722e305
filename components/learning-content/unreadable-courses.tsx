'use client';

import { TriangleAlert } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import { useAppSelector } from '@/store/hooks';
import { selectUnreadableCourses } from '@/store/course-list-slice';

/**
 * The courses of the list the portal could not read (decision 74): each named, with product.md
 * section 8's message for an answer that does not fit, in place of its card. The others show as usual.
 */
export function UnreadableCourses() {
  const { t } = useMessages();
  const courses = useAppSelector(selectUnreadableCourses);
  if (courses.length === 0) return null;
  return (
    <ul data-testid="unreadable-courses" className="flex flex-col gap-2">
      {courses.map((course, index) => (
        <li
          // The list has no ids to key by: its order is the answer's, and it is redrawn whole.
          key={index}
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          <span>
            {course.name === null
              ? t.learningContent.unreadableUnnamedCourse
              : format(t.learningContent.unreadableCourse, { name: course.name })}{' '}
            {t.errors.invalidResponse}
          </span>
        </li>
      ))}
    </ul>
  );
}
