import { zoomLevels } from './zoom';

/**
 * The smallest size, in CSS px, the body text of a PDF is drawn at when it opens: A4 pages fitted
 * to a 375 px phone draw 12 pt text at 6.5 px (decision 67).
 */
export const readableTextPx = 12;

/** The lowest and highest scale a pinch or a double tap reaches: the toolbar's own range. */
export const scaleBounds = { min: Math.min(...zoomLevels), max: Math.max(...zoomLevels) } as const;

export const clampScale = (scale: number) => Math.min(scaleBounds.max, Math.max(scaleBounds.min, scale));

/** A run of text as pdf.js reports it: its characters, its text matrix [a, b, c, d, e, f] and its width. */
export interface TextRun {
  str: string;
  transform?: readonly number[];
  width?: number;
}

/** Room kept beside the text block when the page is scrolled to it, in CSS px. */
const textGapPx = 8;

/**
 * The font size (in PDF units, at scale 1) most of a page's characters are set in: its body text,
 * not its headings or footers. Null for a page without text (a scan).
 */
export function bodyTextSize(runs: readonly TextRun[]): number | null {
  const characters = new Map<number, number>();
  for (const { str, transform } of runs) {
    const length = str.trim().length;
    if (length === 0 || !transform || transform.length < 4) continue;
    // The vertical scale of the text matrix is the font size, also for rotated text.
    const size = Math.round(Math.hypot(transform[2] ?? 0, transform[3] ?? 0) * 10) / 10;
    if (size > 0) characters.set(size, (characters.get(size) ?? 0) + length);
  }
  let body: number | null = null;
  for (const [size, count] of characters) {
    if (body === null || count > (characters.get(body) ?? 0)) body = size;
  }
  return body;
}

/** Where the page's text runs, left to right, in PDF units at scale 1; null without text. */
export function textBlock(runs: readonly TextRun[]): { left: number; right: number } | null {
  let left = Infinity;
  let right = -Infinity;
  for (const { str, transform, width } of runs) {
    const x = transform?.[4];
    if (str.trim().length === 0 || x === undefined) continue;
    left = Math.min(left, x);
    right = Math.max(right, x + (width ?? 0));
  }
  return left <= right ? { left, right } : null;
}

/** How a PDF opens: its scale, and how far into the page (in PDF units) its left edge is scrolled. */
export interface OpeningView {
  scale: number;
  textLeft: number;
}

/**
 * How a PDF opens (decision 67). Where the page's width draws the body text at a readable size (a
 * tablet, a computer): at that width. Otherwise (a phone): at the larger of the scale that draws
 * the body at the readable size and the one that fits the text block to the box's width (the
 * margins off screen), scrolled to where the text starts; the page then scrolls sideways inside
 * the viewer where its lines are wider than the screen. Without text to measure, at the width.
 */
export function openingView(fitWidth: number, boxWidth: number, runs: readonly TextRun[]): OpeningView {
  const atWidth = { scale: fitWidth, textLeft: 0 };
  const body = bodyTextSize(runs);
  const block = textBlock(runs);
  if (body === null || block === null) return atWidth;
  const readable = readableTextPx / body;
  if (fitWidth >= readable) return atWidth;
  const fitsBlock = (boxWidth - 2 * textGapPx) / Math.max(1, block.right - block.left);
  const scale = clampScale(Math.max(readable, fitsBlock));
  return { scale, textLeft: Math.max(0, block.left - textGapPx / scale) };
}

/** A double tap: into twice the opening scale, or back to it from anywhere else. */
export function doubleTapScale(current: number, opening: number): number {
  return Math.abs(current - opening) < 0.01 ? clampScale(opening * 2) : opening;
}

/**
 * Where the pages scroll to after zooming by `factor` around a point of the screen, so that what
 * was under the fingers stays under them: `focal` is the point in the scrolling box at the start
 * of the gesture, `moved` how far the fingers' midpoint travelled since.
 */
export function anchoredScroll(
  scroll: { left: number; top: number },
  focal: { x: number; y: number },
  factor: number,
  moved: { x: number; y: number } = { x: 0, y: 0 },
): { left: number; top: number } {
  return {
    left: Math.max(0, (scroll.left + focal.x) * factor - focal.x - moved.x),
    top: Math.max(0, (scroll.top + focal.y) * factor - focal.y - moved.y),
  };
}
