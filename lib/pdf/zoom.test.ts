import { currentZoomChoice, zoomChoice } from './zoom';

describe('zoom choice', () => {
  it('is the preset the scale is at', () => {
    expect(zoomChoice(1)).toBe('1');
    expect(zoomChoice(1.2500001)).toBe('1.25');
  });

  it('is the current scale when that is no preset', () => {
    expect(zoomChoice(1.37)).toBe(currentZoomChoice);
  });
});
