'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { isExamPath } from '@/lib/pwa/exam-path';
import { applyUpdate } from '@/lib/pwa/worker-registration';
import { useUpdateState } from '@/hooks/pwa/use-pwa-state';

/**
 * Offers a new version (product.md section 4: refresh to apply). Applying reloads the page, so it is never
 * offered during an exam: the prompt waits until the student has left the exam.
 */
export function UpdatePrompt() {
  const { t } = useMessages();
  const state = useUpdateState();
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);
  if (state === 'none' || dismissed || isExamPath(pathname)) return null;

  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="border-b border-brand-100 bg-brand-50 dark:border-slate-700 dark:bg-slate-800"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
        <p className="flex-1">{state === 'waiting' ? t.pwa.updateReady : t.pwa.updateActivated}</p>
        <Button onClick={() => applyUpdate()}>{state === 'waiting' ? t.pwa.updateApply : t.pwa.updateReload}</Button>
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          {t.pwa.updateLater}
        </Button>
      </div>
    </div>
  );
}
