import {
  anchoredScroll,
  bodyTextSize,
  doubleTapScale,
  openingView,
  readableTextPx,
  scaleBounds,
  textBlock,
} from './reading-scale';

/** A run of text at `size` pt, upright, as pdf.js reports it. */
const run = (str: string, size: number) => ({ str, transform: [size, 0, 0, size, 56, 700] });

describe('reading scale', () => {
  it('finds the size most characters are set in: the body, not the heading or the footer', () => {
    const page = [
      run('Unit 1: Present Simple', 20),
      run('We use the Present Simple for habits, routines and facts.', 12),
      run('She works in a hospital.', 12),
      run('Unit 1 — 1 / 3', 9),
      run('   ', 30),
    ];
    expect(bodyTextSize(page)).toBe(12);
    // Rotated text: the matrix's vertical scale is still its size.
    expect(bodyTextSize([{ str: 'sideways', transform: [0, 11, -11, 0, 0, 0] }])).toBe(11);
  });

  it('has no body size for a page without text', () => {
    expect(bodyTextSize([])).toBeNull();
    expect(bodyTextSize([{ str: 'no matrix' }])).toBeNull();
  });

  it('opens a phone at the scale that draws the body at the readable size, scrolled to the text', () => {
    // A4 (595 pt) in a 375 px phone's viewer (341 px): its width is 0.55, 12 pt text would be 6.6 px.
    const unit = [run('Unit 1: Present Simple', 20), { ...run('We use the Present Simple …', 12), width: 420 }];
    expect(openingView(0.55, 341, unit)).toEqual({ scale: readableTextPx / 12, textLeft: 56 - 8 });
    expect(openingView(0.55, 341, [{ ...run('small print', 10), width: 420 }]).scale * 10).toBeCloseTo(readableTextPx);
  });

  it('fits a narrow text block to the width when that draws it larger still', () => {
    // A column 150 pt wide of 10 pt text: 1.2 would draw it at 12 px; the column fits the box at 2.17.
    const column = [{ ...run('a narrow column of body text', 10), width: 150 }];
    const view = openingView(0.55, 341, column);
    expect(view.scale).toBeCloseTo((341 - 16) / 150);
    expect(view.textLeft).toBeCloseTo(56 - 8 / view.scale);
  });

  it('opens a wide screen at the page width, a scan too, and tiny print no further than the highest zoom', () => {
    const unit = [{ ...run('We use the Present Simple …', 12), width: 420 }];
    expect(openingView(1.8, 1100, unit)).toEqual({ scale: 1.8, textLeft: 0 });
    expect(openingView(0.55, 341, [])).toEqual({ scale: 0.55, textLeft: 0 });
    expect(openingView(0.55, 341, [{ ...run('tiny', 2), width: 400 }]).scale).toBe(scaleBounds.max);
  });

  it('finds where the text runs across the page', () => {
    expect(
      textBlock([
        { ...run('left', 12), width: 100 },
        { str: 'x', transform: [12, 0, 0, 12, 300, 0], width: 50 },
      ]),
    ).toEqual({
      left: 56,
      right: 350,
    });
    expect(textBlock([run(' ', 12)])).toBeNull();
  });

  it('double taps into twice the opening scale and back', () => {
    expect(doubleTapScale(1, 1)).toBe(2);
    expect(doubleTapScale(2, 1)).toBe(1);
    expect(doubleTapScale(0.6, 1)).toBe(1);
    expect(doubleTapScale(2, 2)).toBe(scaleBounds.max);
  });

  it('keeps the point under the fingers under them', () => {
    // Fingers at (100, 200) in the box, scrolled to (0, 300), zooming 2×: the point 100, 500 moves to 200, 1000.
    expect(anchoredScroll({ left: 0, top: 300 }, { x: 100, y: 200 }, 2)).toEqual({ left: 100, top: 800 });
    // The fingers also moved 20 px right: the page follows them.
    expect(anchoredScroll({ left: 0, top: 300 }, { x: 100, y: 200 }, 2, { x: 20, y: 0 })).toEqual({
      left: 80,
      top: 800,
    });
    // Zooming out at the top left never scrolls before the start.
    expect(anchoredScroll({ left: 0, top: 0 }, { x: 10, y: 10 }, 0.5)).toEqual({ left: 0, top: 0 });
  });
});
