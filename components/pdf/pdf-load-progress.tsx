'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatPercent } from '@/lib/pdf/percent';

/** The viewer's `renderLoader`: how much of the PDF has arrived (pdf.js reports 0–100). */
export function PdfLoadProgress({ percent }: { percent: number }) {
  const { t, locale } = useMessages();
  const whole = Math.round(percent);
  return (
    <div className="flex w-full max-w-sm flex-col items-center gap-2 px-4 text-slate-700 dark:text-slate-200">
      <ProgressBar percent={whole} label={t.pdf.loading} />
      <p aria-hidden="true" className="tabular-nums">
        {t.pdf.loading} {formatPercent(whole / 100, locale)}
      </p>
    </div>
  );
}
