import { anchoredScroll, clampScale, doubleTapScale } from './reading-scale';

/** What the gestures need from the viewer. */
export interface TouchZoomControl {
  getScale: () => number;
  /** The scale the document opened at, which a double tap returns to. */
  getOpeningScale: () => number;
  /** Sets the viewer's scale; the pages are laid out again at it. */
  zoom: (scale: number) => void;
  reducedMotion: () => boolean;
}

/** Two taps this close in time and place are a double tap; a finger that moves further is no tap. */
const doubleTapMs = 300;
const tapSlopPx = 24;
const doubleTapGlideMs = 150;
/** A layout that never comes (the same scale after all) must not leave the preview on screen. */
const layoutWaitMs = 1000;

type Point = { x: number; y: number };

/**
 * Runs `then` once the viewer has laid its pages out anew (the pages layer, the box's first child,
 * changed height): after the viewer's own scroll for the new scale, before the frame is drawn, so a
 * scroll set there is the one the student sees. `otherwise` runs if no new layout comes in time.
 * Returns the function that stops waiting.
 */
export function whenLaidOut(box: HTMLElement, then: () => void, otherwise: () => void = () => undefined): () => void {
  const pages = box.firstElementChild as HTMLElement | null;
  if (!pages) {
    otherwise();
    return () => undefined;
  }
  const before = pages.offsetHeight;
  const observer = new ResizeObserver(() => {
    if (pages.offsetHeight === before) return;
    stop();
    then();
  });
  const timer = setTimeout(() => {
    stop();
    otherwise();
  }, layoutWaitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(pages);
  return stop;
}

const distance = (a: Touch, b: Touch) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
const midpoint = (a: Touch, b: Touch): Point => ({ x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 });
const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) <= tapSlopPx;

/**
 * Pinch and double tap on the PDF's scrolling page area zoom the pages, not the app around them
 * (decision 67). The box's CSS keeps the browser's own pinch and double-tap zoom out of it
 * (`touch-action: pan-x pan-y`; scrolling with one finger stays the browser's). While the fingers
 * move, the pages layer is scaled by a CSS transform, which the compositor draws at once; when they
 * lift, the viewer lays the pages out at the new scale and draws them sharp, and the scroll puts
 * what was under the fingers back under them. Returns the function that removes the listeners.
 */
export function attachTouchZoom(box: HTMLElement, control: TouchZoomControl): () => void {
  const layer = () => box.firstElementChild as HTMLElement | null;
  let pinch: {
    startDistance: number;
    startScale: number;
    scroll: { left: number; top: number };
    focal: Point;
    startMid: Point;
    factor: number;
    moved: Point;
  } | null = null;
  let tap: (Point & { time: number }) | null = null;
  let lastTap: (Point & { time: number }) | null = null;
  let pending: (() => void) | null = null;

  const inBox = (point: Point): Point => {
    const rect = box.getBoundingClientRect();
    return { x: point.x - rect.left, y: point.y - rect.top };
  };

  const showPreview = (factor: number, origin: Point, moved: Point, glide: boolean) => {
    const pages = layer();
    if (!pages) return;
    pages.style.transformOrigin = `${origin.x}px ${origin.y}px`;
    pages.style.transition = glide ? `transform ${doubleTapGlideMs}ms ease-out` : '';
    pages.style.willChange = 'transform';
    pages.style.transform = `translate(${moved.x}px, ${moved.y}px) scale(${factor})`;
  };
  const clearPreview = () => {
    const pages = layer();
    if (!pages) return;
    pages.style.transform = '';
    pages.style.transformOrigin = '';
    pages.style.transition = '';
    pages.style.willChange = '';
  };

  /** Zooms to `scale` around `focal` (a point in the box), keeping the preview until the new layout is there. */
  const commit = (scale: number, scroll: { left: number; top: number }, focal: Point, moved: Point) => {
    pending?.();
    const factor = scale / control.getScale();
    if (Math.abs(factor - 1) < 0.01) {
      clearPreview();
      return;
    }
    const target = anchoredScroll(scroll, focal, factor, moved);
    const stop = whenLaidOut(
      box,
      () => {
        pending = null;
        clearPreview();
        box.scrollLeft = target.left;
        box.scrollTop = target.top;
      },
      () => {
        pending = null;
        clearPreview();
      },
    );
    pending = () => {
      stop();
      clearPreview();
      pending = null;
    };
    control.zoom(scale);
  };

  const onTouchStart = (event: TouchEvent) => {
    const [first, second] = [event.touches[0], event.touches[1]];
    if (event.touches.length === 2 && first && second) {
      const startMid = midpoint(first, second);
      const focal = inBox(startMid);
      pinch = {
        startDistance: Math.max(1, distance(first, second)),
        startScale: control.getScale(),
        scroll: { left: box.scrollLeft, top: box.scrollTop },
        focal,
        startMid,
        factor: 1,
        moved: { x: 0, y: 0 },
      };
      tap = null;
      lastTap = null;
      return;
    }
    tap = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY, time: event.timeStamp } : null;
  };

  const onTouchMove = (event: TouchEvent) => {
    const [first, second] = [event.touches[0], event.touches[1]];
    if (pinch && first && second) {
      // The browser leaves a pinch here to the page (touch-action); Safari needs telling as well.
      event.preventDefault();
      const scale = clampScale((pinch.startScale * distance(first, second)) / pinch.startDistance);
      const mid = midpoint(first, second);
      pinch.factor = scale / pinch.startScale;
      pinch.moved = { x: mid.x - pinch.startMid.x, y: mid.y - pinch.startMid.y };
      showPreview(
        pinch.factor,
        { x: pinch.scroll.left + pinch.focal.x, y: pinch.scroll.top + pinch.focal.y },
        pinch.moved,
        false,
      );
      return;
    }
    if (tap && first && !near(tap, { x: first.clientX, y: first.clientY })) tap = null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    if (pinch) {
      if (event.touches.length < 2) {
        const { startScale, factor, scroll, focal, moved } = pinch;
        pinch = null;
        commit(startScale * factor, scroll, focal, moved);
      }
      return;
    }
    const lifted = event.changedTouches[0];
    if (!tap || !lifted || event.touches.length > 0 || event.timeStamp - tap.time > doubleTapMs) {
      tap = null;
      return;
    }
    const here = { x: lifted.clientX, y: lifted.clientY, time: event.timeStamp };
    tap = null;
    if (!lastTap || here.time - lastTap.time > doubleTapMs || !near(lastTap, here)) {
      lastTap = here;
      return;
    }
    lastTap = null;
    // The second tap of a double tap: no click, no selection, the zoom alone.
    event.preventDefault();
    const scroll = { left: box.scrollLeft, top: box.scrollTop };
    const focal = inBox(here);
    const scale = doubleTapScale(control.getScale(), control.getOpeningScale());
    const zoomNow = () => commit(scale, scroll, focal, { x: 0, y: 0 });
    if (control.reducedMotion()) {
      zoomNow();
      return;
    }
    showPreview(
      scale / control.getScale(),
      { x: scroll.left + focal.x, y: scroll.top + focal.y },
      { x: 0, y: 0 },
      true,
    );
    setTimeout(zoomNow, doubleTapGlideMs);
  };

  const onTouchCancel = () => {
    pinch = null;
    tap = null;
    clearPreview();
  };
  // Safari's own pinch events: refused here, as `touch-action` refuses Chrome's.
  const refuse = (event: Event) => event.preventDefault();

  box.addEventListener('touchstart', onTouchStart, { passive: true });
  box.addEventListener('touchmove', onTouchMove, { passive: false });
  box.addEventListener('touchend', onTouchEnd, { passive: false });
  box.addEventListener('touchcancel', onTouchCancel);
  box.addEventListener('gesturestart', refuse);
  return () => {
    pending?.();
    box.removeEventListener('touchstart', onTouchStart);
    box.removeEventListener('touchmove', onTouchMove);
    box.removeEventListener('touchend', onTouchEnd);
    box.removeEventListener('touchcancel', onTouchCancel);
    box.removeEventListener('gesturestart', refuse);
  };
}
