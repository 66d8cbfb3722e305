'use client';

import useSWR from 'swr';
import { apiPaths, fetchGuestMaterial, fetchMaterial } from '@/lib/api/endpoints';
import type { MaterialDetail } from '@/lib/types';

/**
 * One material by id; `guest` reads the public guest endpoint (no session needed).
 * `materialId` null while the real id is not known yet (before hydration).
 */
export function useMaterial(materialId: string | null, { guest = false } = {}) {
  const key = materialId === null ? null : guest ? apiPaths.guestMaterial(materialId) : apiPaths.material(materialId);
  const { data, error, isLoading, mutate } = useSWR<MaterialDetail>(key, () =>
    guest ? fetchGuestMaterial(materialId as string) : fetchMaterial(materialId as string),
  );
  return { material: data, error: error as unknown, loading: isLoading || key === null, mutate };
}
