'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { StatusPanel } from '@/components/ui/status-panel';
import { useMessages } from '@/hooks/i18n/use-messages';
import { routes } from '@/lib/routes/routes';

/**
 * A screen with nothing to show for its URL: an id no route takes (`/CourseDetail/abc`, decision
 * 74), or one the student's data or the API does not know. Says what was not found (by default the
 * not-found page's words) and leads home, never a dead end.
 */
export function NotFoundPanel({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useMessages();
  return (
    <StatusPanel tone="error" message={message ?? t.notFound.body}>
      {children}
      <Link href={routes.home} className="underline">
        {t.common.backToHome}
      </Link>
    </StatusPanel>
  );
}
