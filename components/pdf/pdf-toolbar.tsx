'use client';

import type { GetFilePlugin } from '@react-pdf-viewer/get-file';
import type { PageNavigationPlugin } from '@react-pdf-viewer/page-navigation';
import type { SearchPlugin } from '@react-pdf-viewer/search';
import type { ZoomPlugin } from '@react-pdf-viewer/zoom';
import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useMediaQuery } from '@/hooks/ui/use-media-query';
import { breakpoints } from '@/lib/config/ui';
import { GoToPageForm } from './go-to-page-form';
import { PageControls } from './page-controls';
import { SearchControls } from './search-controls';
import { ToolButton } from './tool-button';
import { ZoomControls, type ZoomFit } from './zoom-controls';

interface PdfToolbarProps {
  pageNavigation: PageNavigationPlugin;
  zoom: ZoomPlugin;
  search: SearchPlugin;
  /** Only for PDFs the student may download. */
  download: GetFilePlugin | null;
  fit: ZoomFit;
  onFitChange: (fit: ZoomFit) => void;
}

/** The toolbar's box, also drawn empty while the PDF loads so the page does not move when it appears. */
export const toolbarFrame =
  'flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1 sm:gap-x-4 sm:gap-y-2 sm:p-2 dark:border-slate-700 dark:bg-slate-900';

/**
 * The toolbar above the pages. On a phone (below product.md section 9's small breakpoint) one row
 * holds previous / "1 / 3" / next, zoom out and in, download and "Search and more tools", so the
 * page starts high on the screen and nothing scrolls sideways; that button opens the search, the
 * page box and the zoom level under it, wrapping onto a second line where they need it
 * (decision 67). From 600 px everything shows in one row, in the same order as ever.
 */
export function PdfToolbar({ pageNavigation, zoom, search, download, fit, onFitChange }: PdfToolbarProps) {
  const { t } = useMessages();
  const [moreShown, setMoreShown] = useState(false);
  const wide = useMediaQuery(`(min-width: ${breakpoints.small}px)`);
  const { NumberOfPages } = pageNavigation;

  const goToPage = (
    <NumberOfPages>
      {({ numberOfPages }) => (
        <GoToPageForm numberOfPages={numberOfPages} onGo={pageNavigation.jumpToPage} className="flex shrink-0" />
      )}
    </NumberOfPages>
  );
  const downloadButton = download && (
    <download.Download>
      {({ onClick }) => (
        <ToolButton label={t.pdf.viewer.download.download} onClick={onClick}>
          <Download aria-hidden="true" className="size-5" />
        </ToolButton>
      )}
    </download.Download>
  );
  const zoomProps = { plugin: zoom, fit, onFitChange };

  if (wide) {
    return (
      <div role="group" aria-label={t.pdf.tools} className={toolbarFrame}>
        <PageControls plugin={pageNavigation} />
        {goToPage}
        <ZoomControls {...zoomProps} className="flex shrink-0" />
        {downloadButton}
        <SearchControls plugin={search} className="flex shrink-0 flex-nowrap" />
      </div>
    );
  }
  return (
    <div role="group" aria-label={t.pdf.tools} className={toolbarFrame}>
      <PageControls plugin={pageNavigation} />
      <div className="ml-auto flex items-center gap-1">
        <ZoomControls {...zoomProps} parts="steps" className="flex" />
        {downloadButton}
        <button
          type="button"
          aria-label={t.pdf.moreTools}
          title={t.pdf.moreTools}
          aria-expanded={moreShown}
          onClick={() => setMoreShown((shown) => !shown)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 aria-expanded:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-expanded:bg-slate-700"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
      {moreShown && (
        <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-1">
          <SearchControls plugin={search} className="flex w-full" />
          {goToPage}
          <ZoomControls {...zoomProps} parts="level" className="flex" />
        </div>
      )}
    </div>
  );
}
