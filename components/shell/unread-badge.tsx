'use client';

import { useMessages } from '@/hooks/i18n/use-messages';
import { plural } from '@/lib/i18n/plural';
import { useUnreadCount } from '@/hooks/api/use-unread-count';
import { useAppSelector } from '@/store/hooks';
import { selectNotificationsCount } from '@/store/user-slice';

/**
 * The unread count on the notifications destination, kept current while the shell is open: drawn on
 * the icon while there is something unread (a "0" badge would call for attention with nothing to
 * see), and said after the destination's name to a screen reader ("Notifications 3 unread
 * notifications"), so the link's name starts with its visible label.
 */
export function UnreadBadge() {
  const { t, locale } = useMessages();
  const unread = useAppSelector(selectNotificationsCount);
  useUnreadCount();
  return (
    <>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute left-1/2 top-1 ml-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white md:static md:order-last md:ml-0"
        >
          {unread}
        </span>
      )}
      <span className="sr-only"> {plural(locale, unread, t.shell.unreadNotifications)}</span>
    </>
  );
}
