'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { CodeUnavailable } from '@/components/ui/code-unavailable';
import { onDemand } from '@/components/ui/on-demand';
import { afterNextPaint } from '@/lib/ui/after-next-paint';
import { StatusPanel } from '@/components/ui/status-panel';
import type { PdfViewerProps } from './pdf-viewer';

function ViewerLoading() {
  const { t } = useMessages();
  return <StatusPanel tone="busy" message={t.pdf.loading} />;
}

function PdfViewerUnavailable() {
  const { t } = useMessages();
  return <CodeUnavailable message={t.pdf.errors.unavailable} />;
}

/**
 * pdf.js, react-pdf-viewer and their styles are large: only this screen downloads them, in the
 * browser, and only once the frame with the material's title is on display. Asked for in the
 * render that draws the title, their download shared the connection with it and, kept by the
 * worker, their compiling could come before that frame (decision 59).
 */
export const PdfViewer = onDemand<PdfViewerProps>(
  () =>
    afterNextPaint()
      .then(() => import('./pdf-viewer'))
      .then((module) => module.PdfViewer),
  <ViewerLoading />,
  PdfViewerUnavailable,
);

/**
 * Loads the viewer's code and pdf.js's worker without showing a PDF: keeping a course does this so
 * the service worker holds the engine and the course's PDFs open offline (decision 52).
 */
export async function loadPdfEngine(): Promise<void> {
  const { pdfEngineWorkerUrl } = await import('./pdf-viewer');
  await (await fetch(pdfEngineWorkerUrl)).arrayBuffer();
}
