import { resizeDebounceMs } from '@/lib/config/ui';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, with the last arguments, after a burst of calls has been quiet for the wait', () => {
    const run = jest.fn();
    const debounced = debounce(run, resizeDebounceMs);
    debounced(1);
    jest.advanceTimersByTime(resizeDebounceMs - 1);
    debounced(2);
    jest.advanceTimersByTime(resizeDebounceMs - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(2);
  });

  it('drops a pending call when cancelled', () => {
    const run = jest.fn();
    const debounced = debounce(run, 16);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
  });
});
