/** @jest-environment node */
import {
  chooseVariant,
  localMasterPlaylist,
  parseMasterPlaylist,
  parseMediaPlaylist,
  UnsupportedStreamError,
} from './hls-playlist';

const base = 'http://api.test/media/hls/lesson-1/';

// The demo stream's playlists (demo/media/hls/lesson-1).
const master = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-STREAM-INF:BANDWIDTH=53552,RESOLUTION=256x144,CODECS="avc1.42c00c,mp4a.40.2"
144p/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=74604,RESOLUTION=426x240,CODECS="avc1.4d4016,mp4a.40.2"
240p/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=115620,RESOLUTION=640x360,CODECS="avc1.4d401f,mp4a.40.2"
360p/index.m3u8
`;

const media = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="init_2.mp4"
#EXTINF:2.000000,
segment-00.m4s
#EXTINF:2.000000,
segment-01.m4s
#EXTINF:1.500000,
https://cdn.test/other/segment-02.m4s
#EXT-X-ENDLIST
`;

describe('parseMasterPlaylist', () => {
  it('reads every rendition with its absolute playlist URL, bandwidth and height', () => {
    const variants = parseMasterPlaylist(master, `${base}master.m3u8`);
    expect(variants.map(({ url, bandwidth, height }) => ({ url, bandwidth, height }))).toEqual([
      { url: `${base}144p/index.m3u8`, bandwidth: 53552, height: 144 },
      { url: `${base}240p/index.m3u8`, bandwidth: 74604, height: 240 },
      { url: `${base}360p/index.m3u8`, bandwidth: 115620, height: 360 },
    ]);
    expect(variants[2]?.streamInf).toBe(
      '#EXT-X-STREAM-INF:BANDWIDTH=115620,RESOLUTION=640x360,CODECS="avc1.4d401f,mp4a.40.2"',
    );
  });

  it('takes a media playlist as its own single rendition', () => {
    expect(parseMasterPlaylist(media, `${base}360p/index.m3u8`)).toEqual([
      expect.objectContaining({ url: `${base}360p/index.m3u8`, height: null }),
    ]);
  });

  it('refuses what an offline copy cannot hold', () => {
    expect(() => parseMasterPlaylist('<html>', base)).toThrow(UnsupportedStreamError);
    expect(() =>
      parseMasterPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,AUDIO="aac"\nv.m3u8\n', `${base}master.m3u8`),
    ).toThrow(UnsupportedStreamError);
  });
});

describe('chooseVariant', () => {
  const variants = parseMasterPlaylist(master, `${base}master.m3u8`);

  it('takes the smallest rendition at least 360 pixels high', () => {
    expect(chooseVariant(variants).height).toBe(360);
    expect(chooseVariant(variants, 200).height).toBe(240);
  });

  it('takes the highest when none is high enough', () => {
    expect(chooseVariant(variants.slice(0, 2)).height).toBe(240);
  });
});

describe('parseMediaPlaylist', () => {
  const parsed = parseMediaPlaylist(media, `${base}360p/index.m3u8`);

  it('lists the initialisation segment and every segment with its absolute URL and duration', () => {
    expect(parsed.files).toEqual([
      { url: `${base}360p/init_2.mp4`, name: 'init-0.mp4', duration: 0 },
      { url: `${base}360p/segment-00.m4s`, name: 'segment-1.m4s', duration: 2 },
      { url: `${base}360p/segment-01.m4s`, name: 'segment-2.m4s', duration: 2 },
      { url: 'https://cdn.test/other/segment-02.m4s', name: 'segment-3.m4s', duration: 1.5 },
    ]);
    expect(parsed.duration).toBe(5.5);
  });

  it('rewrites the playlist to the local names and keeps every tag', () => {
    expect(parsed.local).toBe(`#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:2
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="init-0.mp4"
#EXTINF:2.000000,
segment-1.m4s
#EXTINF:2.000000,
segment-2.m4s
#EXTINF:1.500000,
segment-3.m4s
#EXT-X-ENDLIST
`);
  });

  it('stores a file shared by byte-range segments once', () => {
    const ranged = parseMediaPlaylist(
      '#EXTM3U\n#EXTINF:2,\n#EXT-X-BYTERANGE:100@0\nall.mp4\n#EXTINF:2,\n#EXT-X-BYTERANGE:100@100\nall.mp4\n#EXT-X-ENDLIST\n',
      `${base}index.m3u8`,
    );
    expect(ranged.files).toEqual([{ url: `${base}all.mp4`, name: 'segment-0.mp4', duration: 4 }]);
    expect(ranged.local).toContain('#EXT-X-BYTERANGE:100@100\nsegment-0.mp4');
  });

  it('refuses live and encrypted streams', () => {
    expect(() => parseMediaPlaylist('#EXTM3U\n#EXTINF:2,\na.ts\n', base)).toThrow('live stream');
    expect(() =>
      parseMediaPlaylist('#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="k"\n#EXTINF:2,\na.ts\n#EXT-X-ENDLIST\n', base),
    ).toThrow('Encrypted');
  });
});

describe('localMasterPlaylist', () => {
  it('names only the stored rendition', () => {
    const [variant] = parseMasterPlaylist(master, `${base}master.m3u8`);
    expect(localMasterPlaylist(variant!, 'media.m3u8')).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=53552,RESOLUTION=256x144,CODECS="avc1.42c00c,mp4a.40.2"\nmedia.m3u8\n',
    );
  });
});
