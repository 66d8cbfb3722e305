import { renderHook } from '@testing-library/react';
import { usePlayWhenReady } from './use-play-when-ready';

function fakeVideo(readyState: number) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: readyState, configurable: true });
  const play = jest.fn(() => Promise.resolve());
  video.play = play;
  return { video, play };
}

describe('usePlayWhenReady', () => {
  it('waits for the metadata before playing, then plays once', () => {
    const { video, play } = fakeVideo(HTMLMediaElement.HAVE_NOTHING);
    renderHook(() => usePlayWhenReady(video));
    expect(play).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('loadedmetadata'));
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('plays at once when the metadata is already known', () => {
    const { video, play } = fakeVideo(HTMLMediaElement.HAVE_METADATA);
    renderHook(() => usePlayWhenReady(video));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not play a video the player has already let go of', () => {
    const { video, play } = fakeVideo(HTMLMediaElement.HAVE_NOTHING);
    const { unmount } = renderHook(() => usePlayWhenReady(video));
    unmount();
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(play).not.toHaveBeenCalled();
  });
});
