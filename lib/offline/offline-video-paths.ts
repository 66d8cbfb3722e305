/**
 * Downloaded videos live in the `offline-videos` cache under paths of the site itself, which only
 * the service worker answers: `/offline-videos/<vodid>/<file>`. The player then plays a same-origin
 * URL whether the video is an MP4 file or an HLS stream stored segment by segment.
 */
export const offlineVideoPathPrefix = '/offline-videos/';

export function isOfflineVideoPath(pathname: string): boolean {
  return pathname.startsWith(offlineVideoPathPrefix);
}

/** The folder of one downloaded video, e.g. `/offline-videos/9001/`. */
export function offlineVideoFolder(vodId: number): string {
  return `${offlineVideoPathPrefix}${vodId}/`;
}
