'use client';

import { useMessages } from '@/hooks/i18n/use-messages';

/** Says why an action that needs the network is disabled; its id describes that action's button. */
export function OfflineHint({ id }: { id: string }) {
  const { t } = useMessages();
  return (
    <span id={id} className="text-sm text-amber-800 dark:text-amber-200">
      {t.pwa.needsConnection}
    </span>
  );
}
