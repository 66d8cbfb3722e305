'use client';

import type { LoadError } from '@react-pdf-viewer/core';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { pdfFailure } from '@/lib/pdf/load-error';

/** The viewer's `renderError`: what went wrong in the student's words, and another try. */
export function PdfLoadFailure({ error, onRetry }: { error: LoadError; onRetry: () => void }) {
  const { t } = useMessages();
  return (
    <StatusPanel tone="error" message={t.pdf.errors[pdfFailure(error)]}>
      <Button onClick={onRetry}>{t.common.retry}</Button>
    </StatusPanel>
  );
}
