'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { MaterialScreen } from '@/components/screens/material-screen';
import { StatusPanel } from '@/components/ui/status-panel';
import { resolveMediaUrl } from '@/lib/api/media-url';
import { downloadFileName } from '@/lib/pdf/download-name';
import { routePatterns } from '@/lib/routes/routes';
import { PdfViewer } from './pdf-viewer-loader';

/** `/PdfGoster/:id`: a PDF material in the viewer, downloadable where the school allows it. */
export function PdfScreen() {
  const { t } = useMessages();
  return (
    <MaterialScreen
      screen="pdf"
      pattern={routePatterns.pdf}
      idParam="id"
      type="pdf"
      messages={{ notFound: t.materials.notFound, wrongType: t.pdf.notAPdf }}
    >
      {(material) =>
        material.url ? (
          <PdfViewer
            key={material.id}
            url={resolveMediaUrl(material.url)}
            fileName={downloadFileName(material.name, t.screens.pdf)}
            downloadable={material.downloadable === true}
          />
        ) : (
          <StatusPanel tone="error" message={t.pdf.errors.missing} />
        )
      }
    </MaterialScreen>
  );
}
