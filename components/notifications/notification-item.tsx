'use client';

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { formatDateTime } from '@/lib/i18n/date-time';
import { relativeTime } from '@/lib/i18n/relative-time';
import type { Notification } from '@/lib/types';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  /** Called when an unread notification is opened. */
  onRead: (id: number) => void;
}

/** One notification as a disclosure: title, when, a preview; opened, the whole message. */
export function NotificationItem({ notification, now, onRead }: NotificationItemProps) {
  const { t, locale } = useMessages();
  const [open, setOpen] = useState(false);
  const messageId = useId();
  const { id, title, message, createdOn, sended } = notification;
  const unread = !sended;

  const toggle = () => {
    setOpen(!open);
    if (!open && unread) onRead(id);
  };

  return (
    <li
      data-testid="notification"
      data-unread={unread}
      className={`rounded-lg border p-3 ${
        unread
          ? 'border-brand-600 bg-brand-50 dark:border-brand-100 dark:bg-slate-800'
          : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
      }`}
    >
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={messageId}
          onClick={toggle}
          className="flex min-h-11 w-full items-start gap-2 rounded text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {unread && (
            <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-brand-100" />
          )}
          <span
            data-testid="notification-title"
            className={`min-w-0 flex-1 break-words ${unread ? 'font-semibold' : 'font-normal'}`}
          >
            {title}
          </span>
          {unread && (
            <span className="shrink-0 rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {t.notifications.unread}
            </span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <time dateTime={createdOn} title={formatDateTime(createdOn, 'dayAndTime', locale)}>
          {relativeTime(createdOn, now, locale, t.notifications.justNow)}
        </time>
      </p>
      {!open && (
        <p aria-hidden="true" className="mt-1 line-clamp-2 break-words text-slate-700 dark:text-slate-300">
          {message}
        </p>
      )}
      <div
        id={messageId}
        hidden={!open}
        data-testid="notification-message"
        className="mt-2 whitespace-pre-line break-words"
      >
        {message}
      </div>
    </li>
  );
}
