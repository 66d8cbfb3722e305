'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { PreferenceControls } from '@/components/shell/preference-controls';

/** The exam shell's header: the school's name without a link, and the display preferences. */
export function ExamHeader() {
  const { t } = useMessages();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900">
        {t.common.skipToContent}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <span className="text-lg font-semibold text-brand-700 dark:text-brand-100">{t.app.shortName}</span>
        <PreferenceControls />
      </div>
    </header>
  );
}
