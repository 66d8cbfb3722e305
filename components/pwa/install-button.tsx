'use client';

import { useMessages } from '@/components/providers/locale-provider';
import { Button } from '@/components/ui/button';
import { promptInstall } from '@/lib/pwa/install-prompt';
import { useInstallState } from '@/lib/pwa/use-pwa-state';

/** Shown only while the browser offers installing (Chromium's `beforeinstallprompt`). */
export function InstallButton() {
  const { t } = useMessages();
  if (useInstallState() !== 'available') return null;
  return (
    <Button variant="secondary" onClick={() => void promptInstall().catch((error: unknown) => console.warn('Install prompt failed', error))}>
      {t.pwa.install}
    </Button>
  );
}
