'use client';

import { apiPaths, fetchGuestMaterial, fetchMaterial, keptCopies } from '@/lib/api/endpoints';
import { routeRecordId } from '@/lib/routes/route-ids';
import type { MaterialDetail } from '@/lib/types';
import { useApiRequest, type ApiRequest } from './api-request';

/** A material's read; null when the id is no record id (or not read yet), so nothing is asked. */
export function materialRequest(
  materialId: string | null | undefined,
  guest = false,
): ApiRequest<MaterialDetail> | null {
  const id = routeRecordId(materialId);
  if (id === null) return null;
  return guest
    ? { key: apiPaths.guestMaterial(id), load: () => fetchGuestMaterial(id) }
    : { key: apiPaths.material(id), load: () => fetchMaterial(id), kept: () => keptCopies.material(id) };
}

/**
 * One material by id; `guest` reads the public guest endpoint (no session needed). No call is made
 * while the id is null (the real URL not read yet) or is no record id (the screen shows not found).
 */
export function useMaterial(materialId: string | null, { guest = false } = {}) {
  return useApiRequest(materialRequest(materialId, guest));
}
