'use client';

import { GraduationCap } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';

const logo = (
  <span
    aria-hidden="true"
    className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white"
  >
    <GraduationCap className="size-5" />
  </span>
);
const nameClasses = 'text-base font-semibold leading-tight text-brand-700 sm:text-lg dark:text-brand-100';

/**
 * The school's mark and short name at the start of every header; a link home unless `homeHref` is
 * left out (exams). The name is never cut off: where the row is short of room (a phone, the offline
 * badge or the saved-copy note showing) it wraps between its words onto a second line, which the
 * 56 px row holds, and never gets narrower than its longest word (no `min-w-0`: the other parts of
 * the row give way). The same words everywhere, so the link's name ("Student Portal, home page")
 * always holds what the student sees.
 */
export function BrandMark({ homeHref }: { homeHref?: string }) {
  const { t } = useMessages();
  const name = <span className={nameClasses}>{t.app.shortName}</span>;
  if (homeHref === undefined) {
    return (
      <span className="flex items-center gap-2">
        {logo}
        {name}
      </span>
    );
  }
  // Named by the words it shows and where it leads, so its name always holds its visible text (WCAG 2.5.3).
  return (
    <Link
      href={homeHref}
      className="flex min-h-11 items-center gap-2 rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {logo}
      {name}
      <span className="sr-only">{t.shell.homePageSuffix}</span>
    </Link>
  );
}
