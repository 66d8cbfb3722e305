'use client';

import Link from 'next/link';
import { routes } from '@/lib/routes/routes';
import type { Enrollment } from '@/lib/types';

/** One group of courses, in the order given (the store keeps them sorted by courseRef). */
export function CourseList({ title, enrollments, testId }: { title: string; enrollments: Enrollment[]; testId: string }) {
  return (
    <section aria-labelledby={`${testId}-title`} className="flex flex-col gap-2">
      <h2 id={`${testId}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <ul data-testid={testId} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {enrollments.map((enrollment) => (
          <li key={enrollment.id}>
            <Link
              href={routes.courseDetail(enrollment.courseID)}
              className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="block font-medium">{enrollment.course.name}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{enrollment.course.courseType.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
