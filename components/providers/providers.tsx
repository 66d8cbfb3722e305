'use client';

import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { LocaleProvider } from './locale-provider';
import { NightModeSync } from './night-mode-sync';
import { StoreProvider } from './store-provider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StoreProvider>
      <LocaleProvider>
        <ToastProvider>
          <NightModeSync />
          {children}
        </ToastProvider>
      </LocaleProvider>
    </StoreProvider>
  );
}
