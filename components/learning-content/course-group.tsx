'use client';

import type { Enrollment } from '@/lib/types';
import { CourseCard } from './course-card';

interface CourseGroupProps {
  id: string;
  title: string;
  emptyMessage: string;
  enrollments: Enrollment[];
}

/** One group of courses, in the order given (the store keeps them sorted by courseRef). */
export function CourseGroup({ id, title, emptyMessage, enrollments }: CourseGroupProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {enrollments.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{emptyMessage}</p>
      ) : (
        <ul data-testid={id} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {enrollments.map((enrollment) => (
            <li key={enrollment.id}>
              <CourseCard enrollment={enrollment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
