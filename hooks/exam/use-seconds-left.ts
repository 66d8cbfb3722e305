'use client';

import { useEffect, useState } from 'react';
import { remainingMs } from '@/lib/exam/clock';

/** Whole seconds left until the deadline; re-renders only when the number changes. */
export function useSecondsLeft(deadline: string, clockOffsetMs: number): number {
  const [seconds, setSeconds] = useState(() => Math.ceil(remainingMs(deadline, clockOffsetMs) / 1000));
  useEffect(() => {
    const read = () => setSeconds(Math.ceil(remainingMs(deadline, clockOffsetMs) / 1000));
    read();
    // Four reads a second keep the display within a quarter second of the true time.
    const timer = setInterval(read, 250);
    return () => clearInterval(timer);
  }, [deadline, clockOffsetMs]);
  return seconds;
}
