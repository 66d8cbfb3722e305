import { retryDelayMs } from './retry-delay';

describe('retry delay', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 30_000],
    [40, 30_000],
  ])('waits after %i failures %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay);
  });
});
