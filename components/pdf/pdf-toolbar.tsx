'use client';

import type { GetFilePlugin } from '@react-pdf-viewer/get-file';
import type { PageNavigationPlugin } from '@react-pdf-viewer/page-navigation';
import type { SearchPlugin } from '@react-pdf-viewer/search';
import type { ZoomPlugin } from '@react-pdf-viewer/zoom';
import { Download, Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useMediaQuery } from '@/hooks/ui/use-media-query';
import { breakpoints } from '@/lib/config/ui';
import { GoToPageForm } from './go-to-page-form';
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

/** The toolbar's box, also drawn empty while the PDF loads so the page does not move when it appears. */
export const toolbarFrame =
  'flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1 sm:gap-x-4 sm:gap-y-2 sm:p-2 dark:border-slate-700 dark:bg-slate-900';

/**
 * The toolbar above the pages. On a phone (below product.md section 9's small breakpoint) it is one
 * row, previous / page / next and "More PDF tools", so the page starts high on the screen; that
 * button adds one more row with the page box, zoom, download and search, which scrolls sideways
 * (a named, focusable box with a scroll shadow) instead of wrapping: both rows together stay within
 * about 15 % of a phone's height. From 600 px everything shows in the same order, no button.
 */
export function PdfToolbar({ pageNavigation, zoom, search, download }: PdfToolbarProps) {
  const { t } = useMessages();
  const [moreShown, setMoreShown] = useState(false);
  const wide = useMediaQuery(`(min-width: ${breakpoints.small}px)`);
  const { NumberOfPages } = pageNavigation;

  const tools = (
    <>
      <NumberOfPages>
        {({ numberOfPages }) => (
          <GoToPageForm numberOfPages={numberOfPages} onGo={pageNavigation.jumpToPage} className="flex shrink-0" />
        )}
      </NumberOfPages>
      <ZoomControls plugin={zoom} className="flex shrink-0" />
      {download && (
        <download.Download>
          {({ onClick }) => (
            <ToolButton label={t.pdf.viewer.download.download} onClick={onClick}>
              <Download aria-hidden="true" className="size-5" />
            </ToolButton>
          )}
        </download.Download>
      )}
      <SearchControls plugin={search} className="flex shrink-0 flex-nowrap" />
    </>
  );

  return (
    <div role="group" aria-label={t.pdf.tools} className={toolbarFrame}>
      <PageControls plugin={pageNavigation} />
      {wide ? (
        tools
      ) : (
        <>
          <button
            type="button"
            aria-label={t.pdf.moreTools}
            aria-expanded={moreShown}
            onClick={() => setMoreShown((shown) => !shown)}
            className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 aria-expanded:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-expanded:bg-slate-700"
          >
            <Ellipsis aria-hidden="true" className="size-5" />
          </button>
          {moreShown && (
            <div
              role="region"
              aria-label={t.pdf.moreTools}
              tabIndex={0}
              className="scroll-cue flex w-full items-center gap-2 overflow-x-auto rounded-lg focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {tools}
            </div>
          )}
        </>
      )}
    </div>
  );
}
