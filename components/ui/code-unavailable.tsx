'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from './button';
import { StatusPanel } from './status-panel';

/** A screen's lazily loaded code could not be downloaded (a bad connection mid-visit). */
export function CodeUnavailable({ message }: { message: string }) {
  const { t } = useMessages();
  return (
    <StatusPanel tone="error" message={message}>
      {/* The failed download is remembered for this page's life: only a reload fetches the code again. */}
      <Button onClick={() => window.location.reload()}>{t.common.retry}</Button>
    </StatusPanel>
  );
}
