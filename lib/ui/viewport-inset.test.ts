import { coveredBottom } from './viewport-inset';

describe('coveredBottom', () => {
  it('is the height the on-screen keyboard takes from the bottom', () => {
    expect(coveredBottom(800, { height: 480, offsetTop: 0 })).toBe(320);
  });

  it('counts a visual viewport scrolled down inside the layout viewport', () => {
    expect(coveredBottom(800, { height: 480, offsetTop: 100 })).toBe(220);
  });

  it('is 0 without a keyboard, on pinch-zoom rounding noise or without the API', () => {
    expect(coveredBottom(800, { height: 800, offsetTop: 0 })).toBe(0);
    expect(coveredBottom(800, { height: 800.4, offsetTop: 0 })).toBe(0);
    expect(coveredBottom(800, null)).toBe(0);
  });
});
