import { renderHook } from '@testing-library/react';
import { resumePosition } from '@/lib/video/resume-position';
import { useResumePosition } from './use-resume-position';

/** A video element whose position and length the test sets, as a player reports them. */
function videoAt(currentTime: number, duration: number) {
  const media = document.createElement('video');
  let length = duration;
  Object.defineProperty(media, 'currentTime', { configurable: true, writable: true, value: currentTime });
  Object.defineProperty(media, 'duration', { configurable: true, get: () => length });
  Object.defineProperty(media, 'readyState', { configurable: true, value: HTMLMediaElement.HAVE_METADATA });
  return { media, loseLength: () => (length = Number.NaN) };
}

beforeEach(() => localStorage.clear());

describe('useResumePosition', () => {
  it('keeps where the student was when a failed player is taken down after its media lost its length', () => {
    const { media, loseLength } = videoAt(0, 12);
    const { unmount } = renderHook(() => useResumePosition('9001', media));
    media.currentTime = 3.9;
    media.dispatchEvent(new Event('timeupdate'));
    // The stream is torn down first (hls.js detaches it), then the player that watched it goes.
    loseLength();
    unmount();
    expect(resumePosition('9001')).toBe(3.9);
  });

  it('seeks a video opened again to where the student stopped and says so', () => {
    const first = videoAt(0, 12);
    const watching = renderHook(() => useResumePosition('9001', first.media));
    first.media.currentTime = 5.5;
    first.media.dispatchEvent(new Event('timeupdate'));
    first.media.dispatchEvent(new Event('pause'));
    watching.unmount();

    const again = videoAt(0, 12);
    const { result } = renderHook(() => useResumePosition('9001', again.media));
    expect(again.media.currentTime).toBe(5.5);
    expect(result.current).toBe(5.5);
  });
});
