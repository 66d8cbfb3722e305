'use client';

import { useSyncExternalStore } from 'react';
import { installState, type InstallState } from '@/lib/pwa/install-prompt';
import { updateState, type UpdateState } from '@/lib/pwa/worker-registration';

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(updateState.subscribe, updateState.get, () => 'none');
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(installState.subscribe, installState.get, () => 'unavailable');
}
