'use client';

import { useMessages } from '@/hooks/i18n/use-messages';

/** On a live-class or coding screen opened offline (a kept course): its information shows, joining waits for the network. */
export function JoinNeedsConnection() {
  const { t } = useMessages();
  return (
    <p role="status" data-testid="join-needs-connection" className="font-medium text-amber-800 dark:text-amber-200">
      {t.pwa.joinNeedsConnection}
    </p>
  );
}
