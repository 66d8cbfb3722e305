/**
 * Drops repeated activations: a second tap within `windowMs` of the last accepted one is ignored,
 * so a double tap on a bad phone screen sends a form once. Returns whether this tap counts.
 */
export function createTapGuard(windowMs: number) {
  let lastAccepted = -Infinity;
  return (now: number): boolean => {
    if (now - lastAccepted < windowMs) return false;
    lastAccepted = now;
    return true;
  };
}
