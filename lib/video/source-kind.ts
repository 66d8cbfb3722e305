type SourceKind = 'hls' | 'file';

/** HLS is recognised by its playlist's extension; anything else is handed to the browser as a file. */
export function sourceKind(url: string): SourceKind {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.m3u8$/i.test(path) ? 'hls' : 'file';
}
