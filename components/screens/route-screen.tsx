'use client';

import type { ReactNode } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useDocumentTitle } from '@/hooks/ui/use-document-title';
import { useHydrated } from '@/hooks/ui/use-hydrated';
import { useRouteParams } from '@/hooks/ui/use-route-params';
import { sessionEndsWithWindow } from '@/lib/session/session';
import type { Messages } from '@/lib/i18n/messages';
import type { RoutePattern } from '@/lib/routes/routes';

interface RouteScreenProps {
  screen: keyof Messages['screens'];
  /** The screen's own title (a course or material name) instead of the generic one. */
  title?: string;
  pattern?: RoutePattern;
  children?: ReactNode;
}

/**
 * A screen's frame: its title and, for routes with ids, the ids read from the real URL. On a shared
 * computer (decision 81) the tab's title names the screen, never the course or material: the
 * browser's history, which outlives the session, keeps every title.
 */
export function RouteScreen({ screen, title: ownTitle, pattern, children }: RouteScreenProps) {
  const { t } = useMessages();
  const params = useRouteParams(pattern);
  const title = ownTitle ?? t.screens[screen];
  const sharedComputer = useHydrated() && sessionEndsWithWindow();
  useDocumentTitle(sharedComputer ? t.screens[screen] : title);

  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {pattern && params && (
        <dl
          aria-label={t.common.parameters}
          data-testid="route-params"
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1"
        >
          {Object.entries(params).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-medium">{t.params[name as keyof Messages['params']] ?? name}</dt>
              <dd data-param={name}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
