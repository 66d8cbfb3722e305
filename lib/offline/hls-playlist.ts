/**
 * HLS playlists for offline copies (decision 15): one rendition is stored segment by segment and
 * its playlists are rewritten to the stored files' local names, so the copy plays from the
 * service worker whatever layout (relative paths, another host) the original had.
 */

interface Variant {
  /** The rendition's media playlist, absolute. */
  url: string;
  bandwidth: number;
  height: number | null;
  /** The `#EXT-X-STREAM-INF` line, kept for the local master playlist. */
  streamInf: string;
}

interface MediaFile {
  /** Where the file is, absolute. */
  url: string;
  /** Its name in the offline copy. */
  name: string;
  /** Playing time of a segment in seconds; 0 for the initialisation segment. */
  duration: number;
}

interface MediaPlaylist {
  files: MediaFile[];
  duration: number;
  /** The playlist with every URI replaced by the stored file's name. */
  local: string;
}

export class UnsupportedStreamError extends Error {}

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim());
const isUri = (line: string) => line !== '' && !line.startsWith('#');

function attribute(line: string, name: string): string | undefined {
  const match = new RegExp(`[:,]${name}=("[^"]*"|[^,]*)`).exec(line);
  return match?.[1]?.replace(/^"|"$/g, '');
}

/** The renditions of a master playlist; a media playlist is its own single rendition. */
export function parseMasterPlaylist(text: string, url: string): Variant[] {
  const all = lines(text);
  if (all[0] !== '#EXTM3U') throw new UnsupportedStreamError('Not an HLS playlist');
  if (all.some((line) => line.startsWith('#EXTINF')))
    return [{ url, bandwidth: 0, height: null, streamInf: '#EXT-X-STREAM-INF:BANDWIDTH=1' }];
  const variants: Variant[] = [];
  all.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF')) return;
    const uri = all.slice(index + 1).find(isUri);
    if (!uri) return;
    // Separate audio or subtitle renditions would need their own playlists downloaded too.
    if (attribute(line, 'AUDIO') || attribute(line, 'SUBTITLES'))
      throw new UnsupportedStreamError('Separate renditions');
    const height = Number(attribute(line, 'RESOLUTION')?.split('x')[1]);
    variants.push({
      url: new URL(uri, url).toString(),
      bandwidth: Number(attribute(line, 'BANDWIDTH') ?? 0),
      height: Number.isFinite(height) ? height : null,
      streamInf: line,
    });
  });
  if (variants.length === 0) throw new UnsupportedStreamError('No renditions');
  return variants;
}

/** Offline copies are for small screens and small storage: the smallest rendition at least `minHeight` high, else the highest. */
export function chooseVariant(variants: readonly Variant[], minHeight = 360): Variant {
  const byHeight = [...variants].sort((a, b) => (a.height ?? 0) - (b.height ?? 0) || a.bandwidth - b.bandwidth);
  const chosen = byHeight.find((variant) => (variant.height ?? 0) >= minHeight) ?? byHeight.at(-1);
  if (!chosen) throw new UnsupportedStreamError('No renditions');
  return chosen;
}

const extensionOf = (url: string) => /\.([a-z0-9]{1,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? 'bin';

/** The files of a VOD media playlist and the playlist rewritten to their local names. */
export function parseMediaPlaylist(text: string, url: string): MediaPlaylist {
  const all = lines(text);
  if (all[0] !== '#EXTM3U') throw new UnsupportedStreamError('Not an HLS playlist');
  if (!all.includes('#EXT-X-ENDLIST')) throw new UnsupportedStreamError('A live stream cannot be stored');
  if (all.some((line) => line.startsWith('#EXT-X-KEY') && attribute(line, 'METHOD') !== 'NONE')) {
    throw new UnsupportedStreamError('Encrypted streams are not stored');
  }
  const names = new Map<string, string>();
  const files: MediaFile[] = [];
  const localName = (uri: string, kind: 'init' | 'segment', duration: number) => {
    const absolute = new URL(uri, url).toString();
    let name = names.get(absolute);
    if (name === undefined) {
      // Byte-range segments share one file: it is stored once and served in ranges.
      name = `${kind}-${files.length}.${extensionOf(absolute)}`;
      names.set(absolute, name);
      files.push({ url: absolute, name, duration });
    } else {
      const file = files.find((candidate) => candidate.url === absolute);
      if (file) file.duration += duration;
    }
    return name;
  };

  let duration = 0;
  let pendingDuration = 0;
  const local = all.map((line) => {
    if (line.startsWith('#EXT-X-MAP')) {
      const uri = attribute(line, 'URI');
      return uri === undefined ? line : line.replace(`"${uri}"`, `"${localName(uri, 'init', 0)}"`);
    }
    if (line.startsWith('#EXTINF:')) {
      pendingDuration = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
      duration += pendingDuration;
      return line;
    }
    if (!isUri(line)) return line;
    const name = localName(line, 'segment', pendingDuration);
    pendingDuration = 0;
    return name;
  });
  if (!files.some((file) => file.name.startsWith('segment-'))) throw new UnsupportedStreamError('No segments');
  return { files, duration, local: `${local.join('\n').trimEnd()}\n` };
}

/** The offline copy's master playlist: only the stored rendition, under its local name. */
export function localMasterPlaylist(variant: Variant, mediaName: string): string {
  return `#EXTM3U\n${variant.streamInf}\n${mediaName}\n`;
}
