'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { StatusPanel } from '@/components/ui/status-panel';

/** The shell's own words for a session that is ending, while the screen that says more loads. */
export function SigningOut() {
  const { t } = useMessages();
  return <StatusPanel tone="busy" message={t.auth.signingOut} />;
}
