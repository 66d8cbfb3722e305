'use client';

import { useMessages } from '@/components/providers/locale-provider';
import type { Connection } from '@/lib/exam/attempt-sync';

const problemStyles = 'rounded-lg bg-amber-100 px-3 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-100';

/**
 * Where the answers are. "Saving" and "saved" change with every answer, so only the problems
 * (offline, server trouble) are announced.
 */
export function ConnectionStatus({ connection }: { connection: Connection }) {
  const { t } = useMessages();
  const problem = connection === 'offline' || connection === 'retrying';
  return (
    <div data-testid="connection-status" data-connection={connection} className="text-sm">
      {!problem && <p className="text-slate-600 dark:text-slate-400">{t.exam.connection[connection]}</p>}
      <p role="status" className={problem ? problemStyles : 'sr-only'}>
        {problem ? t.exam.connection[connection] : ''}
      </p>
    </div>
  );
}
