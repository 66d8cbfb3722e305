'use client';

import { useMessages } from '@/hooks/i18n/use-messages';

/** The first tab stop of every shell: straight to the screen's content (`ShellMain`). */
export function SkipLink() {
  const { t } = useMessages();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900"
    >
      {t.common.skipToContent}
    </a>
  );
}
