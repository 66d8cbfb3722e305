'use client';

import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/auth/sign-out';
import { useOnline } from '@/hooks/pwa/use-online';

/**
 * The way out of a session that cannot be restored (start-up or the course list failing): the
 * session ends, the student's data leaves the device, and the provider signs the student out.
 * Unsent work stays on the device.
 */
export function SignOutButton() {
  const { t } = useMessages();
  const online = useOnline();
  const hintId = useId();
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setLeaving(true);
          signOut();
        }}
        disabled={leaving || !online}
        aria-describedby={online ? undefined : hintId}
      >
        {t.auth.signOut}
      </Button>
      {!online && <OfflineHint id={hintId} />}
    </>
  );
}
