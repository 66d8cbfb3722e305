'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import type { AnswerStatus } from '@/lib/exam/answer-status';

const problemStyles = 'rounded-lg bg-amber-100 px-3 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-100';
const announced: ReadonlySet<AnswerStatus> = new Set([
  'offline',
  'retrying',
  'notStored',
  'notStoredOffline',
  'closedElsewhere',
]);

/**
 * Where the answers are (`answerStatus`). "Saving" and "saved" change with every answer, so only
 * the problems are announced.
 */
export function ConnectionStatus({ status }: { status: AnswerStatus }) {
  const { t } = useMessages();
  const problem = announced.has(status);
  return (
    <div
      data-testid="connection-status"
      data-connection={status}
      className="min-w-0 flex-1 basis-0 text-right text-sm leading-snug"
    >
      {!problem && <p className="text-slate-600 dark:text-slate-400">{t.exam.connection[status]}</p>}
      <p role="status" className={problem ? problemStyles : 'sr-only'}>
        {problem ? t.exam.connection[status] : ''}
      </p>
    </div>
  );
}

/** The device cannot store answers (storage full): said at once, across the whole bar. */
export function StorageFullAlert({ storageFull }: { storageFull: boolean }) {
  const { t } = useMessages();
  return (
    <p
      role="alert"
      className={
        storageFull
          ? 'w-full rounded-lg bg-red-100 px-3 py-1 text-sm text-red-900 dark:bg-red-950 dark:text-red-100'
          : 'sr-only'
      }
    >
      {storageFull ? t.exam.storageFull : ''}
    </p>
  );
}
