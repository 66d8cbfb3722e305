'use client';

import '@react-pdf-viewer/core/lib/styles/index.css';
import '@react-pdf-viewer/search/lib/styles/index.css';
import { Worker } from '@react-pdf-viewer/core';
import { version } from 'pdfjs-dist';
import { useState } from 'react';
import { pdfWorkerUrl } from '@/lib/pdf/worker-url';
import { PdfDocument, type PdfDocumentProps } from './pdf-document';

export type PdfViewerProps = Omit<PdfDocumentProps, 'onRetry'>;

/** pdf.js's worker file for this version (fetched ahead by `loadPdfEngine`). */
export const pdfEngineWorkerUrl = pdfWorkerUrl(version);

/**
 * pdf.js with react-pdf-viewer, its worker served by the site: the only module that brings them in
 * (see pdf-viewer-loader.tsx). A retry mounts a fresh document: the viewer loads a URL only once
 * per mount.
 */
export function PdfViewer(props: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Worker workerUrl={pdfEngineWorkerUrl}>
      <PdfDocument key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />
    </Worker>
  );
}
