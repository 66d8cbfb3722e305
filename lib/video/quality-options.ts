/** Plyr's quality value for "let hls.js choose"; the menu labels it through `i18n.qualityLabel`. */
export const autoQuality = 0;

/** hls.js's level index for automatic switching. */
export const autoLevel = -1;

/** What this module needs of an hls.js `Level`. */
interface Rendition {
  height: number;
  bitrate: number;
}

/** Plyr's quality menu for a stream: "Auto" first, then each distinct rendition height, highest first. */
export function qualityOptions(renditions: readonly Rendition[]): number[] {
  const heights = new Set(renditions.map((rendition) => rendition.height).filter((height) => height > 0));
  return [autoQuality, ...[...heights].sort((a, b) => b - a)];
}

/**
 * The hls.js level for a quality chosen in Plyr's menu: automatic for "Auto", else the rendition
 * of that height with the highest bitrate (a stream may offer one height at several bitrates).
 */
export function levelForQuality(renditions: readonly Rendition[], quality: number): number {
  if (quality === autoQuality) return autoLevel;
  let best = autoLevel;
  renditions.forEach((rendition, index) => {
    if (rendition.height !== quality) return;
    if (best === autoLevel || rendition.bitrate > (renditions[best]?.bitrate ?? 0)) best = index;
  });
  return best;
}
