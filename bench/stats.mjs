/** Median, 95th percentile (nearest rank) and maximum of a list of milliseconds. */
export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
  return { count: sorted.length, median: rank(0.5), p95: rank(0.95), max: sorted.at(-1) };
}

export const ms = (value) => `${value.toFixed(1)} ms`;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
