'use client';

import { SpecialZoomLevel, Viewer } from '@react-pdf-viewer/core';
import { getFilePlugin } from '@react-pdf-viewer/get-file';
import { pageNavigationPlugin } from '@react-pdf-viewer/page-navigation';
import { searchPlugin } from '@react-pdf-viewer/search';
import { zoomPlugin } from '@react-pdf-viewer/zoom';
import { useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { usePrefersReducedMotion } from '@/hooks/ui/use-prefers-reduced-motion';
import { withEvalDisabled } from '@/lib/pdf/document-params';
import { useAppSelector } from '@/store/hooks';
import { selectNightMode } from '@/store/user-slice';
import { PdfLoadFailure } from './pdf-load-failure';
import { PdfLoadProgress } from './pdf-load-progress';
import { pageAreaPlugin } from './page-area-plugin';
import { PdfToolbar, toolbarFrame } from './pdf-toolbar';
import { readingZoomPlugin } from './reading-zoom-plugin';
import type { ZoomFit } from './zoom-controls';

export interface PdfDocumentProps {
  url: string;
  /** The name the downloaded file is saved under. */
  fileName: string;
  downloadable: boolean;
  onRetry: () => void;
}

/** One attempt at showing the PDF: its toolbar, its pages, its progress or its failure. */
export function PdfDocument({ url, fileName, downloadable, onRetry }: PdfDocumentProps) {
  const { t } = useMessages();
  const nightMode = useAppSelector(selectNightMode);
  // The viewer animates page jumps from script, which the stylesheet's reduced-motion rule cannot stop.
  const reducedMotion = usePrefersReducedMotion();
  const reducedMotionRef = useRef(reducedMotion);
  reducedMotionRef.current = reducedMotion;
  const [loaded, setLoaded] = useState(false);
  // It opens at its width; on a phone the reading plugin then zooms to readable text (decision 67).
  // Until then the pages stay hidden behind the finished progress, so nothing on screen moves.
  const [opened, setOpened] = useState(false);
  const [fit, setFit] = useState<ZoomFit>(SpecialZoomLevel.PageWidth);
  const [readingZoom] = useState(() =>
    readingZoomPlugin({
      onOpened: (_scale, fitsWidth) => {
        setFit(fitsWidth ? SpecialZoomLevel.PageWidth : null);
        setOpened(true);
      },
      onTouchZoom: () => setFit(null),
      reducedMotion: () => reducedMotionRef.current,
    }),
  );
  const pageNavigation = pageNavigationPlugin();
  const zoom = zoomPlugin();
  // Its Ctrl+F opens the plugin's own search popover, which this toolbar does not show; the
  // browser's find stays available instead.
  const search = searchPlugin({ enableShortcuts: false });
  // Read when the file is downloaded: the toolbar keeps its first download part (below).
  const fileNameRef = useRef(fileName);
  fileNameRef.current = fileName;
  const getFile = getFilePlugin({ fileNameGenerator: () => fileNameRef.current });
  const pageArea = pageAreaPlugin(t.pdf.pages);
  // The plugins hand out their toolbar parts as new components on every render, each over the
  // plugin's one store. Drawn as they come, every render of the document (its pages opening, a
  // zoom step) would mount the toolbar anew: the search typed and its result gone, the focus lost.
  // The toolbar keeps the first render's parts, which read and move the same stores all along.
  const [tools] = useState(() => ({ pageNavigation, zoom, search, getFile }));

  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
      {loaded ? (
        <PdfToolbar
          pageNavigation={tools.pageNavigation}
          zoom={tools.zoom}
          search={tools.search}
          download={downloadable ? tools.getFile : null}
          fit={fit}
          onFitChange={setFit}
        />
      ) : (
        <div aria-hidden="true" className={toolbarFrame}>
          <div className="h-11" />
        </div>
      )}
      <div className="relative h-[75vh]">
        {loaded && !opened && (
          <div className="absolute inset-0 flex items-center justify-center">
            <PdfLoadProgress percent={100} />
          </div>
        )}
        <div className={`h-full ${loaded && !opened ? 'invisible' : ''}`}>
          <Viewer
            fileUrl={url}
            // The viewer's own choice fits the whole page, at 50% on a phone; readingZoom takes it on from the width.
            defaultScale={SpecialZoomLevel.PageWidth}
            plugins={[pageNavigation, zoom, search, getFile, pageArea, readingZoom]}
            localization={t.pdf.viewer}
            theme={nightMode ? 'dark' : 'light'}
            enableSmoothScroll={!reducedMotion}
            transformGetDocumentParams={withEvalDisabled}
            renderLoader={(percent) => <PdfLoadProgress percent={percent} />}
            renderError={(error) => <PdfLoadFailure error={error} onRetry={onRetry} />}
            onDocumentLoad={() => setLoaded(true)}
          />
        </div>
      </div>
    </div>
  );
}
