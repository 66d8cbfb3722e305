'use client';

import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@/hooks/ui/use-hydrated';
import { currentStudent } from '@/lib/session/session';
import { readTargetScore, writeTargetScore } from '@/lib/exam-progress/target-storage';

/** The signed-in student's target score on this device, read once hydrated, and a setter that stores it. */
export function useTargetScore() {
  const hydrated = useHydrated();
  const student = hydrated ? currentStudent() : null;
  const [target, setTargetState] = useState<number | null>(null);

  useEffect(() => {
    if (student !== null) setTargetState(readTargetScore(student));
  }, [student]);

  const setTarget = useCallback(
    (value: number | null) => {
      if (student === null) return;
      writeTargetScore(student, value);
      setTargetState(value);
    },
    [student],
  );

  return { target, setTarget };
}
