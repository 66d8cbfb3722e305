'use client';

import { useRef, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { RouteScreen } from '@/components/screens/route-screen';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { useNow } from '@/hooks/ui/use-now';
import { errorMessage } from '@/lib/i18n/error-message';
import { plural } from '@/lib/i18n/plural';
import { countUnread } from '@/lib/notifications/notifications';
import { useNotifications } from '@/hooks/api/use-notifications';
import { NotificationItem } from './notification-item';

/** Relative dates ("2 hours ago") move on while the screen stays open. */
const relativeDateRefreshMs = 60_000;

/** /notifs: every notification, newest first; opening one reads it. */
export function NotificationsScreen() {
  const { t, locale } = useMessages();
  const { data: notifications, error, isLoading, mutate, markRead, markAllRead } = useNotifications();
  const now = useNow(relativeDateRefreshMs);
  const [markError, setMarkError] = useState<unknown>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  const unread = notifications === undefined ? 0 : countUnread(notifications);

  const report = (marking: Promise<void>) => {
    setMarkError(null);
    marking.catch(setMarkError);
  };

  return (
    <RouteScreen screen="notifications">
      {notifications === undefined ? (
        error !== undefined && !isLoading ? (
          <LoadError error={error} onRetry={() => void mutate()} />
        ) : (
          <StatusPanel tone="busy" message={t.notifications.loading} />
        )
      ) : notifications.length === 0 ? (
        <StatusPanel message={t.notifications.empty} />
      ) : (
        <div className="flex max-w-3xl flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p ref={summary} tabIndex={-1} data-testid="unread-summary" className="rounded">
              {unread > 0 ? plural(locale, unread, t.shell.unreadNotifications) : t.notifications.allRead}
            </p>
            {unread > 0 && (
              <Button
                variant="secondary"
                onClick={() => {
                  // The button goes once all are read: focus stays on the summary that says so, not on <body>.
                  summary.current?.focus();
                  report(markAllRead());
                }}
              >
                {t.notifications.markAllRead}
              </Button>
            )}
          </div>
          {markError !== null && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t.notifications.markFailed} {errorMessage(markError, t)}
            </p>
          )}
          <ul className="flex flex-col gap-3">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                onRead={(id) => report(markRead(id))}
              />
            ))}
          </ul>
        </div>
      )}
    </RouteScreen>
  );
}
