'use client';

import { useSyncExternalStore } from 'react';
import { installState, type InstallState } from '@/lib/pwa/install-prompt';
import { offlineUse, updateState, type UpdateState } from '@/lib/pwa/worker-registration';

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(updateState.subscribe, updateState.get, () => 'none');
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(installState.subscribe, installState.get, () => 'unavailable');
}

/** False once this browser turned out to have no service worker: controls that need one are not offered. */
export function useOfflineUseOffered(): boolean {
  return useSyncExternalStore(offlineUse.subscribe, offlineUse.get, () => 'unknown') !== 'unavailable';
}
