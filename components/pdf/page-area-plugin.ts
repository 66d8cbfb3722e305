import type { Plugin } from '@react-pdf-viewer/core';

/**
 * Makes the viewer's scrolling page area a named region in the tab order, so keyboard users can
 * reach it and scroll it with the arrow keys (the viewer renders it as a plain div). A viewer
 * plugin, because the viewer builds that element itself and lets plugins add to its attributes.
 */
export function pageAreaPlugin(label: string): Plugin {
  return {
    renderViewer: ({ slot }) => {
      const pages = slot.subSlot;
      if (!pages) return slot;
      const attrs = pages.attrs ?? {};
      return {
        ...slot,
        subSlot: {
          ...pages,
          attrs: {
            ...attrs,
            role: 'region',
            'aria-label': label,
            tabIndex: 0,
            // One finger scrolls (the browser's); two pinch the pages, not the app (reading-zoom-plugin.ts).
            className: `${attrs.className ?? ''} touch-pan-x touch-pan-y focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500`,
          },
        },
      };
    },
  };
}
