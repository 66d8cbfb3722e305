'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';

/** The player's code could not be downloaded (a bad connection mid-visit). */
export function PlayerUnavailable() {
  const { t } = useMessages();
  return (
    <StatusPanel tone="error" message={t.video.errors.network}>
      {/* The failed download is remembered for this page's life: only a reload fetches the player again. */}
      <Button onClick={() => window.location.reload()}>{t.common.retry}</Button>
    </StatusPanel>
  );
}
