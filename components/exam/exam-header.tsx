'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { PreferenceControls } from '@/components/shell/preference-controls';
import { SkipLink } from '@/components/shell/skip-link';

/** The exam shell's header: the school's name without a link, and the display preferences. */
export function ExamHeader() {
  const { t } = useMessages();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <SkipLink />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <span className="text-lg font-semibold text-brand-700 dark:text-brand-100">{t.app.shortName}</span>
        <PreferenceControls />
      </div>
    </header>
  );
}
