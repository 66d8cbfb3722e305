/**
 * How much of the bottom of the layout viewport is covered, in px: on phones the on-screen
 * keyboard shrinks only the visual viewport, and a `position: fixed; bottom` notice would sit
 * behind it.
 */
export function coveredBottom(layoutHeight: number, visual: { height: number; offsetTop: number } | null): number {
  if (!visual) return 0;
  return Math.max(0, Math.round(layoutHeight - visual.height - visual.offsetTop));
}
