/**
 * Why a video stopped, as the student is told: each kind has its catalogue message. `stalled`:
 * playback stopped moving and the watchdog's recovery steps did not start it again (stall-watch.ts).
 */
export type PlaybackErrorKind = 'missing' | 'network' | 'unsupported' | 'stalled';

const goneStatuses = new Set([404, 410]);

/** `MediaError.MEDIA_ERR_NETWORK`, spelled as its number: the `MediaError` global exists only in browsers. */
const mediaErrorNetwork = 2;

/** What this module needs of hls.js's `ErrorData` (fatal errors only reach it). */
interface HlsErrorFacts {
  type: string;
  response?: { code?: number };
}

/** hls.js names its error types with these strings (`Hls.ErrorTypes.NETWORK_ERROR`). */
const hlsNetworkError = 'networkError';

export function hlsErrorKind({ type, response }: HlsErrorFacts): PlaybackErrorKind {
  if (type !== hlsNetworkError) return 'unsupported';
  return response?.code !== undefined && goneStatuses.has(response.code) ? 'missing' : 'network';
}

/**
 * The kind of a media element's error. Browsers report a missing file (404) as an unsupported
 * source, indistinguishable from a format they cannot play: the message covers both.
 */
export function mediaErrorKind(error: Pick<MediaError, 'code'> | null): PlaybackErrorKind {
  return error?.code === mediaErrorNetwork ? 'network' : 'unsupported';
}
