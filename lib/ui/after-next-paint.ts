/**
 * A page the browser does not draw (a tab in the background) runs no animation frames; past this
 * wait the work goes on without a paint.
 */
export const unpaintedWaitMs = 500;

/**
 * Resolves once the browser has shown the next frame, so work a screen can do without (progress,
 * history, logs, counts) starts after the screen is on display instead of delaying it. An
 * animation frame callback runs just before its frame is drawn, and the frame reaches the display
 * later still: the second frame's callback is the first moment the first is certainly shown.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, unpaintedWaitMs);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
