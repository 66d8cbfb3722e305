'use client';

import { useSearchParams } from 'next/navigation';
import { useMessages } from '@/hooks/i18n/use-messages';
import { notCountedParam, parseNotCounted } from '@/lib/exam-summary/not-counted';
import { plural } from '@/lib/i18n/plural';

/**
 * Names the answers the server refused because the attempt had already been submitted on another
 * device, so they do not vanish without a word. Announced as it appears (focus goes to the results).
 */
export function NotCountedNote() {
  const { t, locale } = useMessages();
  const notCounted = parseNotCounted(useSearchParams().get(notCountedParam));
  if (notCounted === 0) return null;
  return (
    <p
      role="status"
      data-testid="not-counted"
      className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {plural(locale, notCounted, t.examSummary.notCounted)}
    </p>
  );
}
