'use client';

import { GraduationCap } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useMessages } from '@/components/providers/locale-provider';
import { format } from '@/lib/i18n/format';

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
 * The school's mark and name at the start of every header; a link home unless `homeHref` is left
 * out (exams). The name is never cut off: a phone shows the shortest form (product.md section 9's small
 * breakpoint), a wider screen the short name, which may wrap onto a second line.
 */
export function BrandMark({ homeHref }: { homeHref?: string }) {
  const { t } = useMessages();
  const name = (
    <span className={nameClasses}>
      <span className="sm:hidden">{t.app.phoneName}</span>
      <span className="hidden sm:inline">{t.app.shortName}</span>
    </span>
  );
  if (homeHref === undefined) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        {logo}
        {name}
      </span>
    );
  }
  return (
    <Link
      href={homeHref}
      aria-label={format(t.shell.schoolHome, { name: t.app.shortName })}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {logo}
      {name}
    </Link>
  );
}
