'use client';

import { useEffect, useState } from 'react';
import { readAttemptRecords } from '@/lib/exam/attempt-storage';

const none: ReadonlySet<number> = new Set();

/**
 * The questions the student flagged during the attempt that became this solved exam. Flags never
 * leave the device: on another device, or once the record is forgotten, there are none.
 */
export function useSummaryFlags(solvedExamId: number | undefined): ReadonlySet<number> {
  const [flagged, setFlagged] = useState(none);
  useEffect(() => {
    if (solvedExamId === undefined) return;
    let current = true;
    readAttemptRecords()
      .then((records) => {
        const record = records.find((candidate) => candidate.solvedExamId === solvedExamId);
        if (current && record) setFlagged(new Set(record.flagged));
      })
      .catch((error: unknown) => console.warn('Could not read the flags kept on this device', error));
    return () => {
      current = false;
    };
  }, [solvedExamId]);
  return flagged;
}
