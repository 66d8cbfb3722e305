'use client';

import { useEffect, useState } from 'react';
import { readKeptAttempt, type KeptAttempt } from '@/lib/exam/kept-attempts';

/**
 * The attempt this device keeps for the exam, read once when the exam screen opens: with one, the
 * exam resumes (or opens its summary) without the start screen. `loaded` is false until read.
 */
export function useKeptAttempt(examId: string | null, enrollmentId: number | null) {
  const [state, setState] = useState<{ loaded: boolean; kept: KeptAttempt | null }>({ loaded: false, kept: null });
  useEffect(() => {
    if (examId === null || enrollmentId === null) return;
    let current = true;
    readKeptAttempt(examId, enrollmentId)
      .catch((error: unknown) => {
        console.warn('Could not read the exam attempt kept on this device', error);
        return null;
      })
      .then((kept) => current && setState({ loaded: true, kept }));
    return () => {
      current = false;
    };
  }, [examId, enrollmentId]);
  return state;
}
