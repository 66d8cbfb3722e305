'use client';

import { useMessages } from '@/components/providers/locale-provider';
import type { AnswerStatus } from '@/lib/exam/answer-status';

const problemStyles = 'rounded-lg bg-amber-100 px-3 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-100';
const announced: ReadonlySet<AnswerStatus> = new Set(['offline', 'retrying', 'notStored', 'notStoredOffline']);

/**
 * Where the answers are (`answerStatus`). "Saving" and "saved" change with every answer, so only
 * the problems are announced; a device that cannot store answers is an alert, at once.
 */
export function ConnectionStatus({ status, storageFull }: { status: AnswerStatus; storageFull: boolean }) {
  const { t } = useMessages();
  const problem = announced.has(status);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <div data-testid="connection-status" data-connection={status}>
        {!problem && <p className="text-slate-600 dark:text-slate-400">{t.exam.connection[status]}</p>}
        <p role="status" className={problem ? problemStyles : 'sr-only'}>
          {problem ? t.exam.connection[status] : ''}
        </p>
      </div>
      <p role="alert" data-testid="storage-full" className={storageFull ? 'rounded-lg bg-red-100 px-3 py-1 text-red-900 dark:bg-red-950 dark:text-red-100' : 'sr-only'}>
        {storageFull ? t.exam.storageFull : ''}
      </p>
    </div>
  );
}
