'use client';

import { useEffect, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { trackPointerControls } from '@/lib/ui/focus-return';
import { LocaleProvider } from './locale-provider';
import { NightModeSync } from './night-mode-sync';
import { StoreProvider } from './store-provider';

export function Providers({ children }: { children: ReactNode }) {
  // Dialogs return focus to the control a tap opened them with, even where a tap does not focus it (decision 68).
  useEffect(() => trackPointerControls(document), []);
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
