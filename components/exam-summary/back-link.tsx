'use client';

import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useMessages } from '@/hooks/i18n/use-messages';
import { buttonClasses } from '@/components/ui/button';
import type { BackTarget } from '@/lib/exam-summary/back-target';
import { format } from '@/lib/i18n/format';

export function BackLink({ target }: { target: BackTarget }) {
  const { t } = useMessages();
  const { back } = t.examSummary;
  const label =
    target.kind === 'learningContent'
      ? back.learningContent
      : target.courseName
        ? format(back.course, { name: target.courseName })
        : back.courseUnnamed;
  return (
    <Link href={target.href} data-testid="summary-back" className={`${buttonClasses('secondary')} self-start`}>
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </Link>
  );
}
