'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { CodeUnavailable } from '@/components/ui/code-unavailable';
import { onDemand } from '@/components/ui/on-demand';
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

/** pdf.js, react-pdf-viewer and their styles are large: only this screen downloads them, in the browser. */
export const PdfViewer = onDemand<PdfViewerProps>(
  () => import('./pdf-viewer').then((module) => module.PdfViewer),
  <ViewerLoading />,
  PdfViewerUnavailable,
);
