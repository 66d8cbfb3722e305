'use client';

import { useEffect, useRef } from 'react';

interface Reconnect {
  /** The paper could not be loaded. */
  exam: boolean;
  /** The attempt could not be opened, or is shown from the device: the server should have its say. */
  attempt: boolean;
  retryExam: () => void;
  retryAttempt: () => void;
}

/**
 * Asks the server again by itself when the connection returns, so an exam that could not load, or
 * was opened from what the device keeps, goes back to the server without the student pressing
 * anything.
 */
// `online` can come before the network really works: a few more tries after it.
const retryEveryMs = 10_000;

export function useReconnect(state: Reconnect) {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const waiting = state.exam || state.attempt;

  useEffect(() => {
    if (!waiting) return;
    const retry = () => {
      if (!navigator.onLine) return;
      if (latest.current.exam) latest.current.retryExam();
      if (latest.current.attempt) latest.current.retryAttempt();
    };
    const timer = setInterval(retry, retryEveryMs);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [waiting]);
}
