'use client';

import { useSyncExternalStore } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useOfflineUseOffered } from '@/hooks/pwa/use-pwa-state';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { createExternalStore } from '@/lib/pwa/external-store';
import { withOfflineWords } from './offline-words';

/** Dismissed for the rest of this visit: the notice is said once, not on every screen. */
const dismissed = createExternalStore(false);

/**
 * In a browser without service workers (a private window, a managed browser): says once that
 * offline use is not available here; the controls that need a worker are not offered (decision 66).
 */
function OfflineUnavailableNotice() {
  const { t } = useMessages();
  const offered = useOfflineUseOffered();
  const closed = useSyncExternalStore(dismissed.subscribe, dismissed.get, () => false);
  if (offered || closed) return null;
  return (
    <NoticeBanner title={t.offline.unavailableTitle} intro={t.offline.unavailable}>
      <Button variant="secondary" onClick={() => dismissed.set(true)} className="self-start">
        {t.offline.unavailableDismiss}
      </Button>
    </NoticeBanner>
  );
}

export const OfflineUnavailable = withOfflineWords(OfflineUnavailableNotice);
