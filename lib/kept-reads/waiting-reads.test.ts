import { nextOverdueInMs, overdueSavedAt, subscribeWaitingReads, waitForAnswer, waitingReads } from './waiting-reads';

describe('waiting reads', () => {
  it('lists a wait until it ends, telling its listeners each time', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeWaitingReads(listener);
    const end = waitForAnswer(1000, 5000);
    expect(waitingReads()).toEqual([{ savedAt: 1000, since: 5000 }]);
    const before = waitingReads();
    end();
    end();
    expect(waitingReads()).toEqual([]);
    expect(before).not.toBe(waitingReads());
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('names the oldest copy among those waited on for the budget, and when the next one will be', () => {
    const reads = [
      { savedAt: 300, since: 10_000 },
      { savedAt: 100, since: 12_000 },
      { savedAt: 200, since: 9_000 },
    ];
    expect(overdueSavedAt(reads, 11_999, 3000)).toBeNull();
    expect(nextOverdueInMs(reads, 11_999, 3000)).toBe(1);
    expect(overdueSavedAt(reads, 12_000, 3000)).toBe(200);
    expect(overdueSavedAt(reads, 15_000, 3000)).toBe(100);
    expect(nextOverdueInMs(reads, 15_000, 3000)).toBeNull();
  });
});
