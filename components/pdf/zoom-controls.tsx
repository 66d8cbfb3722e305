'use client';

import { SpecialZoomLevel } from '@react-pdf-viewer/core';
import type { ZoomPlugin } from '@react-pdf-viewer/zoom';
import { ZoomIn as ZoomInIcon, ZoomOut as ZoomOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { formatPercent } from '@/lib/pdf/percent';
import { currentZoomChoice, zoomChoice, zoomLevels } from '@/lib/pdf/zoom';
import { ToolButton } from './tool-button';
import { toolbarFieldClasses } from './toolbar-field';

const fits = [SpecialZoomLevel.PageFit, SpecialZoomLevel.PageWidth] as const;

/**
 * Zoom out, the zoom level (presets, fit page, fit width) and zoom in; `className` sets its display.
 * The document opens at its width (pdf-document.tsx): the level says "Fit width", not the percentage
 * that width comes to, until the student picks another level.
 */
export function ZoomControls({ plugin, className }: { plugin: ZoomPlugin; className: string }) {
  const { t, locale } = useMessages();
  const [fitted, setFitted] = useState<(typeof fits)[number] | null>(SpecialZoomLevel.PageWidth);
  const labels = t.pdf.viewer.zoom;
  const fitLabels = { [SpecialZoomLevel.PageFit]: labels.pageFit, [SpecialZoomLevel.PageWidth]: labels.pageWidth };
  const { Zoom, ZoomIn, ZoomOut } = plugin;

  return (
    <div className={`${className} items-center gap-1`}>
      <ZoomOut>
        {({ onClick }) => (
          <ToolButton
            label={labels.zoomOut}
            onClick={() => {
              setFitted(null);
              onClick();
            }}
          >
            <ZoomOutIcon aria-hidden="true" className="size-5" />
          </ToolButton>
        )}
      </ZoomOut>
      <Zoom>
        {({ scale, onZoom }) => {
          const choice = fitted ?? zoomChoice(scale);
          return (
            <select
              aria-label={labels.zoomDocument}
              value={choice}
              onChange={(event) => {
                const value = event.target.value;
                const fit = fits.find((level) => level === value) ?? null;
                setFitted(fit);
                if (fit) onZoom(fit);
                else if (value !== currentZoomChoice) onZoom(Number(value));
              }}
              className={toolbarFieldClasses}
            >
              {choice === currentZoomChoice && (
                <option value={currentZoomChoice}>{formatPercent(scale, locale)}</option>
              )}
              {zoomLevels.map((level) => (
                <option key={level} value={String(level)}>
                  {formatPercent(level, locale)}
                </option>
              ))}
              {fits.map((level) => (
                <option key={level} value={level}>
                  {fitLabels[level]}
                </option>
              ))}
            </select>
          );
        }}
      </Zoom>
      <ZoomIn>
        {({ onClick }) => (
          <ToolButton
            label={labels.zoomIn}
            onClick={() => {
              setFitted(null);
              onClick();
            }}
          >
            <ZoomInIcon aria-hidden="true" className="size-5" />
          </ToolButton>
        )}
      </ZoomIn>
    </div>
  );
}
