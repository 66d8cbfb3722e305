import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

/** A browser's lists, minimal: each query's answer, and its `change` events when the window changes. */
let wide = true;
const listeners = new Set<(event: { matches: boolean }) => void>();
const matchMedia = jest.fn((query: string) => ({
  media: query,
  get matches() {
    return wide;
  },
  addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
  removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
}));
Object.defineProperty(window, 'matchMedia', { value: matchMedia });

function resize(toWide: boolean) {
  wide = toWide;
  act(() => listeners.forEach((listener) => listener({ matches: toWide })));
}

describe('useMediaQuery', () => {
  it('follows the window as it changes, asking the browser for the list once however often it renders', () => {
    const { result, rerender } = renderHook(() => useMediaQuery('(min-width: 640px)'));
    expect(result.current).toBe(true);
    for (let render = 0; render < 5; render += 1) rerender();
    resize(false);
    expect(result.current).toBe(false);
    resize(true);
    expect(result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
  });
});
