import { afterNextPaint, unpaintedWaitMs } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('resolves in the frame after the next one, once the next one is on display', async () => {
    let frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const runFrame = () => {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback(0));
    };
    const shown = afterNextPaint();
    expect(await settled(shown)).toBe(false);

    runFrame();
    expect(await settled(shown)).toBe(false);

    runFrame();
    expect(await settled(shown)).toBe(true);
  });

  it('goes on without a paint on a page the browser does not draw', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const painted = afterNextPaint();
    jest.advanceTimersByTime(unpaintedWaitMs - 1);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });
});
