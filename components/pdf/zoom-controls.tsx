'use client';

import { SpecialZoomLevel } from '@react-pdf-viewer/core';
import type { ZoomPlugin } from '@react-pdf-viewer/zoom';
import { ZoomIn as ZoomInIcon, ZoomOut as ZoomOutIcon, type LucideIcon } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { formatPercent } from '@/lib/pdf/percent';
import { currentZoomChoice, zoomChoice, zoomLevels } from '@/lib/pdf/zoom';
import { ToolButton } from './tool-button';
import { toolbarFieldClasses } from './toolbar-field';

const fits = [SpecialZoomLevel.PageFit, SpecialZoomLevel.PageWidth] as const;

/** A fit the document is at (its width, its page), or null at a scale of its own. */
export type ZoomFit = (typeof fits)[number] | null;

interface ZoomControlsProps {
  plugin: ZoomPlugin;
  /** The document's fit: the level says "Fit width", not the percentage that width comes to. */
  fit: ZoomFit;
  onFitChange: (fit: ZoomFit) => void;
  /** Which of them: zoom out, the level and zoom in ("all"), the two buttons, or the level alone (a phone's two rows). */
  parts?: 'all' | 'steps' | 'level';
  /** Its display. */
  className: string;
}

/** Zoom out, the zoom level (presets, fit page, fit width) and zoom in. */
export function ZoomControls({ plugin, fit, onFitChange, parts = 'all', className }: ZoomControlsProps) {
  const { t, locale } = useMessages();
  const labels = t.pdf.viewer.zoom;
  const fitLabels = { [SpecialZoomLevel.PageFit]: labels.pageFit, [SpecialZoomLevel.PageWidth]: labels.pageWidth };
  const { Zoom, ZoomIn, ZoomOut } = plugin;
  const steps = parts !== 'level';
  const level = parts !== 'steps';
  // A step leaves any fit: the level shows the percentage it comes to.
  const step = (label: string, Icon: LucideIcon, onClick: () => void) => (
    <ToolButton
      label={label}
      onClick={() => {
        onFitChange(null);
        onClick();
      }}
    >
      <Icon aria-hidden="true" className="size-5" />
    </ToolButton>
  );

  return (
    <div className={`${className} items-center gap-1`}>
      {steps && <ZoomOut>{({ onClick }) => step(labels.zoomOut, ZoomOutIcon, onClick)}</ZoomOut>}
      {level && (
        <Zoom>
          {({ scale, onZoom }) => {
            const choice = fit ?? zoomChoice(scale);
            return (
              <select
                aria-label={labels.zoomDocument}
                value={choice}
                onChange={(event) => {
                  const value = event.target.value;
                  const chosenFit = fits.find((candidate) => candidate === value) ?? null;
                  onFitChange(chosenFit);
                  if (chosenFit) onZoom(chosenFit);
                  else if (value !== currentZoomChoice) onZoom(Number(value));
                }}
                className={toolbarFieldClasses}
              >
                {choice === currentZoomChoice && (
                  <option value={currentZoomChoice}>{formatPercent(scale, locale)}</option>
                )}
                {zoomLevels.map((preset) => (
                  <option key={preset} value={String(preset)}>
                    {formatPercent(preset, locale)}
                  </option>
                ))}
                {fits.map((candidate) => (
                  <option key={candidate} value={candidate}>
                    {fitLabels[candidate]}
                  </option>
                ))}
              </select>
            );
          }}
        </Zoom>
      )}
      {steps && <ZoomIn>{({ onClick }) => step(labels.zoomIn, ZoomInIcon, onClick)}</ZoomIn>}
    </div>
  );
}
