/** Waits after failed sends: 1 s, 2 s, 4 s … at most 30 s, so a phone back online catches up soon. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
