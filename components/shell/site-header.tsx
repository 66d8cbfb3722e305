'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { ConnectionStatus } from '@/components/pwa/connection-status';
import { InstallButton } from '@/components/pwa/install-button';
import { UpdatePrompt } from '@/components/pwa/update-prompt';
import { PreferenceControls } from './preference-controls';
import { SkipLink } from './skip-link';

/** The header every shell shares: the school's name, connectivity, shell-specific parts, preferences, app updates. */
export function SiteHeader({ homeHref, children }: { homeHref: string; children?: ReactNode }) {
  const { t } = useMessages();
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <SkipLink />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href={homeHref} prefetch={false} className="text-lg font-semibold text-brand-700 dark:text-brand-100">
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
