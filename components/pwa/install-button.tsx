'use client';

import { Download } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { promptInstall } from '@/lib/pwa/install-prompt';
import { useInstallState } from '@/hooks/pwa/use-pwa-state';

/** Shown only while the browser offers installing (Chromium's `beforeinstallprompt`); an icon with its name for screen readers on phones. */
export function InstallButton() {
  const { t } = useMessages();
  if (useInstallState() !== 'available') return null;
  return (
    <Button
      variant="ghost"
      className="min-w-11 px-2 lg:px-3"
      onClick={() => void promptInstall().catch((error: unknown) => console.warn('Install prompt failed', error))}
    >
      <Download aria-hidden="true" className="size-5" />
      <span className="sr-only lg:not-sr-only">{t.pwa.install}</span>
    </Button>
  );
}
