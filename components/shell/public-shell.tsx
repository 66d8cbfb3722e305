import type { ReactNode } from 'react';
import { routes } from '@/lib/routes/routes';
import { ShellMain } from './shell-main';
import { SiteHeader } from './site-header';

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader homeHref={routes.home} />
      <ShellMain>{children}</ShellMain>
    </>
  );
}
