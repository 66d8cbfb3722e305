'use client';

// Each group's shell is a client boundary of its own: a page then loads only its own group's
// chunks (decision 56).

import type { ReactNode } from 'react';
import { routes } from '@/lib/routes/routes';
import { PreferenceControls } from './preference-controls';
import { ShellMain } from './shell-main';
import { SiteHeader } from './site-header';

/** Guests' frame: the same compact row, with night mode and language in it (there is no account). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader homeHref={routes.home}>
        <PreferenceControls />
      </SiteHeader>
      <ShellMain>{children}</ShellMain>
    </>
  );
}
