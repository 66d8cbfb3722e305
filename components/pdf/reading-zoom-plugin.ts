import { getPage, type Plugin, type PluginFunctions } from '@react-pdf-viewer/core';
import { openingView, type TextRun } from '@/lib/pdf/reading-scale';
import { attachTouchZoom, whenLaidOut } from '@/lib/pdf/touch-zoom';

interface ReadingZoomOptions {
  /** The scale the document opened at, and whether that is the page's width, once it is laid out at it. */
  onOpened: (scale: number, fitsWidth: boolean) => void;
  /** A pinch or a double tap chose a scale of its own. */
  onTouchZoom: () => void;
  reducedMotion: () => boolean;
}

/**
 * A viewer plugin for reading on a phone (decision 67). Once the document is loaded (at the page's
 * width), it measures the first page's text and, where that width draws the body below a readable
 * size, zooms to a scale that does and scrolls to where the text starts; and it lets pinch and
 * double tap zoom the pages. A plugin, because the viewer hands its scale, its zoom and its
 * scrolling box only to plugins.
 */
export function readingZoomPlugin(options: ReadingZoomOptions): Plugin {
  let viewer: PluginFunctions | null = null;
  let opening: number | null = null;
  let detach: (() => void) | null = null;
  // The viewer ignores a zoom until it knows which page is on screen (its page index starts at -1).
  let zoomWhenPlaced: number | null = null;
  const zoomOpening = (functions: PluginFunctions, scale: number, textLeft: number) => {
    const box = functions.getPagesContainer();
    const opened = () => options.onOpened(scale, false);
    whenLaidOut(
      box,
      () => {
        // The first page's left edge in the scrolled content, at the new scale.
        const page = box.querySelector('[data-testid="core__page-layer-0"]');
        if (page) {
          const pageLeft = page.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
          box.scrollLeft = pageLeft + textLeft * scale;
        }
        opened();
      },
      opened,
    );
    if (functions.getViewerState().pageIndex >= 0) functions.zoom(scale);
    else zoomWhenPlaced = scale;
  };

  return {
    install: (functions) => {
      viewer = functions;
    },
    onViewerStateChange: (state) => {
      const scale = zoomWhenPlaced;
      const functions = viewer;
      if (scale !== null && functions && state.pageIndex >= 0) {
        zoomWhenPlaced = null;
        // Not inside the viewer's own state change: once it has finished.
        setTimeout(() => functions.zoom(scale));
      }
      return state;
    },
    uninstall: () => {
      detach?.();
      detach = null;
      viewer = null;
    },
    onDocumentLoad: ({ doc }) => {
      const functions = viewer;
      if (!functions) return;
      const fitWidth = functions.getViewerState().scale;
      detach?.();
      detach = attachTouchZoom(functions.getPagesContainer(), {
        getScale: () => functions.getViewerState().scale,
        getOpeningScale: () => opening ?? fitWidth,
        zoom: (scale) => {
          functions.zoom(scale);
          options.onTouchZoom();
        },
        reducedMotion: options.reducedMotion,
      });
      getPage(doc, 0)
        .then((page) => page.getTextContent())
        .then(({ items }) => {
          if (viewer !== functions) return;
          // pdf.js's text items carry their matrix and width; the viewer's types leave them out.
          const view = openingView(fitWidth, functions.getPagesContainer().clientWidth, items as TextRun[]);
          opening = view.scale;
          if (view.scale !== fitWidth) zoomOpening(functions, view.scale, view.textLeft);
          else options.onOpened(fitWidth, true);
        })
        .catch((error: unknown) => {
          console.warn('The PDF opens at its width: its text could not be measured', error);
          options.onOpened(fitWidth, true);
        });
    },
  };
}
