/**
 * The question navigator is one tab stop (roving tabindex): inside it, the arrow keys move between
 * questions, Home and End go to the first and the last; Enter and Space open the one focused (the
 * buttons do that themselves). Returns the index to focus, or null for a key the navigator leaves alone.
 */
export function navigatorKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
