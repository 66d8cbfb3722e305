'use client';

import { useEffect, useState } from 'react';

interface StorageEstimateValue {
  usage: number;
  quota: number;
}

/** The Storage API's estimate of what the site uses and may use; null where the browser has none. */
export function useStorageEstimate(refreshKey: unknown): StorageEstimateValue | null | undefined {
  const [estimate, setEstimate] = useState<StorageEstimateValue | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    const read = navigator.storage?.estimate ? navigator.storage.estimate() : Promise.resolve(null);
    read.then(
      (value) => active && setEstimate(value?.quota ? { usage: value.usage ?? 0, quota: value.quota } : null),
      () => active && setEstimate(null),
    );
    return () => {
      active = false;
    };
  }, [refreshKey]);
  return estimate;
}
