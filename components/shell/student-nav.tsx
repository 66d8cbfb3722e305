'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useMessages } from '@/components/providers/locale-provider';
import { routes } from '@/lib/routes/routes';

export function StudentNav() {
  const { t } = useMessages();
  const pathname = usePathname();
  const items = [
    { href: routes.learningContent, label: t.nav.learningContent },
    { href: routes.notifications, label: t.nav.notifications },
    { href: routes.offlineInfo, label: t.nav.offlineGuide },
    { href: routes.help, label: t.nav.help },
  ];
  return (
    <nav aria-label={t.shell.mainNavigation}>
      <ul className="flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              // Secondary screens: fetched on the click, not during the first load of every page.
              prefetch={false}
              aria-current={pathname === item.href ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg px-3 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
