'use client';

import { Bell } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useMessages } from '@/components/providers/locale-provider';
import { plural } from '@/lib/i18n/plural';
import { routes } from '@/lib/routes/routes';
import { useUnreadCountRefresh } from '@/hooks/store/use-unread-count-refresh';
import { useAppSelector } from '@/store/hooks';
import { selectNotificationsCount } from '@/store/user-slice';

/** The way to the notifications, with the unread count on it, in the header at every width. */
export function NotificationsBell() {
  const { t, locale } = useMessages();
  const unread = useAppSelector(selectNotificationsCount);
  useUnreadCountRefresh();
  const unreadLabel = plural(locale, unread, t.shell.unreadNotifications);
  return (
    <Link
      href={routes.notifications}
      aria-label={unreadLabel}
      title={unreadLabel}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Bell aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        data-testid="unread-count"
        className={`absolute right-0.5 top-0.5 min-w-5 rounded-full px-1 text-center text-xs font-bold leading-5 ${unread > 0 ? 'bg-red-600 text-white' : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100'}`}
      >
        {unread}
      </span>
    </Link>
  );
}
