import { act, renderHook } from '@testing-library/react';
import { readBudgetMs } from '@/lib/config/ui';
import { waitForAnswer } from '@/lib/kept-reads/waiting-reads';
import { useKeptCopyNote } from './kept-copy';

const start = Date.parse('2026-11-26T07:42:00Z');
/** When the copies on screen were saved: the notifications list's and the bell's count. */
const listSavedAt = start - 60_000;
const countSavedAt = start - 30_000;

describe('useKeptCopyNote (the header’s "Saved 10:42 — refreshing")', () => {
  const ends: Array<() => void> = [];
  /** A screen shows a copy saved at `savedAt` and waits for the network from now on. */
  const showKept = (savedAt: number) => {
    let end: () => void = () => undefined;
    act(() => {
      end = waitForAnswer(savedAt);
    });
    ends.push(end);
    return () => act(end);
  };

  beforeEach(() => jest.useFakeTimers({ now: start }));
  afterEach(() => {
    act(() => ends.splice(0).forEach((end) => end()));
    jest.useRealTimers();
  });

  it('says when the copy was saved once its read has waited the read budget, and nothing once it is answered', () => {
    const { result } = renderHook(() => useKeptCopyNote());
    const answered = showKept(listSavedAt);
    act(() => jest.advanceTimersByTime(readBudgetMs - 1));
    expect(result.current).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(listSavedAt);
    answered();
    expect(result.current).toBeNull();
  });

  it('still says it when another read is answered after the budget ran out but before its timer ran (a busy page)', () => {
    const { result } = renderHook(() => useKeptCopyNote());
    showKept(listSavedAt);
    const countAnswered = showKept(countSavedAt);
    // The page is busy: its clock passes the budget, and the count's answer is handled before any timer.
    jest.setSystemTime(start + readBudgetMs + 500);
    countAnswered();
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(listSavedAt);
  });
});
