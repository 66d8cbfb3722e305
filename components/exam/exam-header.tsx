'use client';

import { KeptCopyNote } from '@/components/pwa/kept-copy-note';
import { BrandMark } from '@/components/shell/brand-mark';
import { PreferenceControls } from '@/components/shell/preference-controls';
import { SkipLink } from '@/components/shell/skip-link';

/**
 * The exam shell's header: one compact row (56 px) with the school's mark without a link and the
 * display preferences, and the lie-fi note while a kept copy stands in for a silent server. It scrolls away; the exam's own timer and connection bar stays at the top.
 */
export function ExamHeader() {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <SkipLink />
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-2 sm:px-4">
        <BrandMark />
        <div className="flex items-center gap-1">
          {/* The start screen may draw a paper kept on the device while the server is silent (decision 44). */}
          <div role="status" className="text-sm">
            <KeptCopyNote />
          </div>
          <PreferenceControls />
        </div>
      </div>
    </header>
  );
}
