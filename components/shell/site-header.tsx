'use client';

import type { ReactNode } from 'react';
import { ConnectionStatus } from '@/components/pwa/connection-status';
import { InstallButton } from '@/components/pwa/install-button';
import { UpdatePrompt } from '@/components/pwa/update-prompt';
import { BrandMark } from './brand-mark';
import { SkipLink } from './skip-link';

interface SiteHeaderProps {
  homeHref: string;
  /** The shell's main navigation: a bottom bar on phones, inline in this row from 1024 px. */
  navigation?: ReactNode;
  /** The shell's own controls at the end of the row (preferences, or the account menu). */
  children?: ReactNode;
}

/**
 * The one compact row every shell shares (56 px at every width): the school's mark,
 * connectivity, install, the shell's own controls; an update offer appears under it when due.
 */
export function SiteHeader({ homeHref, navigation, children }: SiteHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <SkipLink />
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 sm:px-4">
        <BrandMark homeHref={homeHref} />
        {navigation}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ConnectionStatus />
          <InstallButton />
          {children}
        </div>
      </div>
      <UpdatePrompt />
    </header>
  );
}
