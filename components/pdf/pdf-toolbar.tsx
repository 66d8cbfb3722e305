'use client';

import type { GetFilePlugin } from '@react-pdf-viewer/get-file';
import { DownloadIcon } from '@react-pdf-viewer/get-file';
import type { PageNavigationPlugin } from '@react-pdf-viewer/page-navigation';
import type { SearchPlugin } from '@react-pdf-viewer/search';
import type { ZoomPlugin } from '@react-pdf-viewer/zoom';
import { useMessages } from '@/components/providers/locale-provider';
import { PageControls } from './page-controls';
import { SearchControls } from './search-controls';
import { ToolButton } from './tool-button';
import { ZoomControls } from './zoom-controls';

interface PdfToolbarProps {
  pageNavigation: PageNavigationPlugin;
  zoom: ZoomPlugin;
  search: SearchPlugin;
  /** Only for PDFs the student may download. */
  download: GetFilePlugin | null;
}

/**
 * The toolbar above the pages: pages, zoom, download, then search, which takes a row of its own on
 * a phone (the download button before it keeps the toolbar at three rows there).
 */
export function PdfToolbar({ pageNavigation, zoom, search, download }: PdfToolbarProps) {
  const { t } = useMessages();
  return (
    <div
      role="group"
      aria-label={t.pdf.tools}
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 p-2 sm:gap-x-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <PageControls plugin={pageNavigation} />
      <ZoomControls plugin={zoom} />
      {download && (
        <download.Download>
          {({ onClick }) => (
            <ToolButton label={t.pdf.viewer.download.download} onClick={onClick}>
              <DownloadIcon />
            </ToolButton>
          )}
        </download.Download>
      )}
      <SearchControls plugin={search} />
    </div>
  );
}
