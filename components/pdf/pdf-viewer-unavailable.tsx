'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';

/** The viewer's code could not be downloaded (a bad connection mid-visit). */
export function PdfViewerUnavailable() {
  const { t } = useMessages();
  return (
    <StatusPanel tone="error" message={t.pdf.errors.unavailable}>
      {/* The failed download is remembered for this page's life: only a reload fetches the viewer again. */}
      <Button onClick={() => window.location.reload()}>{t.common.retry}</Button>
    </StatusPanel>
  );
}
