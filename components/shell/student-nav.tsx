'use client';

import { Bell, BookOpen, CircleHelp, HardDriveDownload } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useMessages } from '@/hooks/i18n/use-messages';
import { routes } from '@/lib/routes/routes';
import { UnreadBadge } from './unread-badge';

/**
 * The student's main destinations: a bar fixed to the bottom of the screen below 1024 px (the
 * thumb's reach on a phone; `ShellMain` keeps room for it), inline in the header row above.
 * Notifications carry the unread count. In the bar the icons line up at the top, whatever a label's
 * length in the student's language.
 */
export function StudentNav() {
  const { t } = useMessages();
  const pathname = usePathname();
  const items = [
    { href: routes.learningContent, label: t.nav.learningContent, Icon: BookOpen },
    { href: routes.notifications, label: t.nav.notifications, Icon: Bell, badge: <UnreadBadge /> },
    { href: routes.offlineInfo, label: t.nav.offlineGuide, Icon: HardDriveDownload },
    { href: routes.help, label: t.nav.help, Icon: CircleHelp },
  ];
  return (
    <nav
      aria-label={t.shell.mainNavigation}
      data-testid="main-navigation"
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-slate-700 dark:bg-slate-900 md:static md:z-auto md:ml-4 md:border-0 md:bg-transparent md:pb-0 md:dark:bg-transparent"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-4 md:flex md:max-w-none md:gap-1">
        {items.map(({ href, label, Icon, badge }) => (
          <li key={href} className="flex">
            <Link
              href={href}
              aria-current={pathname === href ? 'page' : undefined}
              className="relative flex min-h-14 w-full flex-col items-center justify-start gap-0.5 px-1 pt-2 text-center text-xs font-medium leading-tight text-slate-600 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:text-brand-100 md:min-h-11 md:flex-row md:justify-center md:gap-2 md:whitespace-nowrap md:pt-0 md:rounded-lg md:px-3 md:text-sm md:aria-[current=page]:bg-brand-50 md:dark:aria-[current=page]:bg-slate-800"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 md:size-5" />
              <span>{label}</span>
              {badge}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
