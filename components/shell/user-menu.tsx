'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { useMessages } from '@/components/providers/locale-provider';
import { OfflineHint } from '@/components/pwa/offline-hint';
import { Button } from '@/components/ui/button';
import { useUnreadCountRefresh } from '@/hooks/store/use-unread-count-refresh';
import { logout } from '@/lib/auth/login-flow';
import { currentStudent } from '@/lib/auth/session';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import { useOnline } from '@/lib/pwa/use-online';
import { routes } from '@/lib/routes/routes';
import { hasUnsentWork, readUnsentWork, type UnsentWork } from '@/lib/shared-device/unsent-work';
import { useAppSelector } from '@/store/hooks';
import { selectDisplayName, selectEnrollments, selectNotificationsCount } from '@/store/user-slice';
import { SignOutDialog } from './sign-out-dialog';

/** Who is signed in, how many notifications wait, and the way out. */
export function UserMenu() {
  const { t, locale } = useMessages();
  const name = useAppSelector(selectDisplayName);
  const unread = useAppSelector(selectNotificationsCount);
  useUnreadCountRefresh();
  const unreadLabel = plural(locale, unread, t.shell.unreadNotifications);
  // Signing out ends with the identity provider, on the network.
  const online = useOnline();
  const hintId = useId();
  const enrollments = useAppSelector(selectEnrollments);
  const [unsentWork, setUnsentWork] = useState<UnsentWork | null>(null);
  // Work the server lacks is never left behind unasked: the dialog offers to send it first.
  const askOrSignOut = async () => {
    // Unreadable attempts (IndexedDB failing) are not removed at sign-out either: they stay on the device.
    const work = await readUnsentWork(currentStudent(), enrollments).catch((error: unknown) => {
      console.warn('Could not look for unsent work before signing out', error);
      return null;
    });
    if (work && hasUnsentWork(work)) setUnsentWork(work);
    else await logout();
  };

  return (
    <div className="flex items-center gap-3">
      <span data-testid="display-name" className="font-medium">
        {format(t.shell.greeting, { name })}
      </span>
      <Link
        href={routes.notifications}
        prefetch={false}
        aria-label={unreadLabel}
        title={unreadLabel}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">🔔</span>
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold text-white"
        >
          {unread}
        </span>
      </Link>
      <Button variant="secondary" onClick={() => void askOrSignOut()} disabled={!online} aria-describedby={online ? undefined : hintId}>
        {t.auth.signOut}
      </Button>
      {!online && <OfflineHint id={hintId} />}
      <SignOutDialog work={unsentWork} onWorkChange={setUnsentWork} signOut={logout} />
    </div>
  );
}
