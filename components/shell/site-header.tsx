'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { ConnectionStatus } from '@/components/pwa/connection-status';
import { InstallButton } from '@/components/pwa/install-button';
import { UpdatePrompt } from '@/components/pwa/update-prompt';
import { PreferenceControls } from './preference-controls';

/** The header every shell shares: the school's name, connectivity, shell-specific parts, preferences, app updates. */
export function SiteHeader({ homeHref, children }: { homeHref: string; children?: ReactNode }) {
  const { t } = useMessages();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900">
        {t.common.skipToContent}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href={homeHref} className="text-lg font-semibold text-brand-700 dark:text-brand-100">
          {t.app.shortName}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <ConnectionStatus />
          {children}
          <InstallButton />
          <PreferenceControls />
        </div>
      </div>
      <UpdatePrompt />
    </header>
  );
}
