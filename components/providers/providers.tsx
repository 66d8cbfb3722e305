'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/toast-provider';
import { swrOptions } from '@/hooks/api/swr-options';
import { LocaleProvider } from './locale-provider';
import { NightModeSync } from './night-mode-sync';
import { StoreProvider } from './store-provider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StoreProvider>
      <LocaleProvider>
        <SWRConfig value={swrOptions}>
          <ToastProvider>
            <NightModeSync />
            {children}
          </ToastProvider>
        </SWRConfig>
      </LocaleProvider>
    </StoreProvider>
  );
}
