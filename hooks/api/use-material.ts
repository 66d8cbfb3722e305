'use client';

import useSWR from 'swr';
import { apiPaths, fetchGuestMaterial, fetchMaterial } from '@/lib/api/endpoints';
import { routeRecordId } from '@/lib/routes/route-ids';
import type { MaterialDetail } from '@/lib/types';

/**
 * One material by id; `guest` reads the public guest endpoint (no session needed). No call is made
 * while the id is null (the real URL not read yet) or is no record id (the screen shows not found).
 */
export function useMaterial(materialId: string | null, { guest = false } = {}) {
  const id = routeRecordId(materialId);
  const key = id === null ? null : guest ? apiPaths.guestMaterial(id) : apiPaths.material(id);
  const { data, error, isLoading, mutate } = useSWR<MaterialDetail>(key, () =>
    guest ? fetchGuestMaterial(id as string) : fetchMaterial(id as string),
  );
  return { data, error: error as unknown, isLoading, mutate };
}
