import { act, renderHook } from '@testing-library/react';
import { useReconnect } from './use-reconnect';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('asking the server again when the connection returns', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setOnline(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    setOnline(true);
  });

  it('retries what waits on the `online` event, with no press, and keeps trying while online', () => {
    const retryExam = jest.fn();
    const retryAttempt = jest.fn();
    renderHook(() => useReconnect({ exam: false, attempt: true, retryExam, retryAttempt }));
    act(() => void jest.advanceTimersByTime(30_000));
    expect(retryAttempt).not.toHaveBeenCalled();

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(retryAttempt).toHaveBeenCalledTimes(1);
    expect(retryExam).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(10_000));
    expect(retryAttempt).toHaveBeenCalledTimes(2);
  });

  it('stops once nothing waits', () => {
    const retryAttempt = jest.fn();
    const { rerender } = renderHook(
      (attempt: boolean) => useReconnect({ exam: false, attempt, retryExam: jest.fn(), retryAttempt }),
      {
        initialProps: true,
      },
    );
    rerender(false);
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void jest.advanceTimersByTime(30_000));
    expect(retryAttempt).not.toHaveBeenCalled();
  });
});
