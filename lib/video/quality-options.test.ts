import { autoLevel, autoQuality, levelForQuality, qualityOptions } from './quality-options';

const renditions = [
  { height: 144, bitrate: 36_000 },
  { height: 360, bitrate: 100_000 },
  { height: 240, bitrate: 62_000 },
];

describe('quality options from hls.js levels', () => {
  it('offers Auto first, then every height from highest to lowest', () => {
    expect(qualityOptions(renditions)).toEqual([autoQuality, 360, 240, 144]);
  });

  it('lists a height offered at several bitrates once', () => {
    expect(qualityOptions([...renditions, { height: 360, bitrate: 200_000 }])).toEqual([autoQuality, 360, 240, 144]);
  });

  it('leaves out levels without a known height (audio-only, no RESOLUTION attribute)', () => {
    expect(
      qualityOptions([
        { height: 0, bitrate: 64_000 },
        { height: 240, bitrate: 62_000 },
      ]),
    ).toEqual([autoQuality, 240]);
    expect(qualityOptions([{ height: 0, bitrate: 64_000 }])).toEqual([autoQuality]);
  });

  it('maps Auto to automatic level switching', () => {
    expect(levelForQuality(renditions, autoQuality)).toBe(autoLevel);
  });

  it('maps a height to the index of its level', () => {
    expect(levelForQuality(renditions, 144)).toBe(0);
    expect(levelForQuality(renditions, 240)).toBe(2);
    expect(levelForQuality(renditions, 360)).toBe(1);
  });

  it('picks the highest bitrate when one height has several levels', () => {
    const doubled = [...renditions, { height: 360, bitrate: 200_000 }, { height: 360, bitrate: 150_000 }];
    expect(levelForQuality(doubled, 360)).toBe(3);
  });

  it('falls back to automatic switching for a height the stream does not have', () => {
    expect(levelForQuality(renditions, 1080)).toBe(autoLevel);
  });
});
