/** The zoom levels the toolbar offers besides fitting the page or its width. */
export const zoomLevels = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** A scale that fits the page or width is rarely a preset; the select then shows it as it is. */
export const currentZoomChoice = 'current';

/** The zoom select's value for the viewer's scale. */
export function zoomChoice(scale: number): string {
  const preset = zoomLevels.find((level) => Math.abs(level - scale) < 0.005);
  return preset === undefined ? currentZoomChoice : String(preset);
}
