'use client';

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { StatusPanel } from '@/components/ui/status-panel';
import { useDocumentTitle } from '@/hooks/ui/use-document-title';
import type { Messages } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes/routes';

type MessagePage = 'loginProblem' | 'serverError' | 'notFound';

/** The error pages: a title, an explanation, and a way on. */
export function MessageScreen({ page, action }: { page: MessagePage; action?: ReactNode }) {
  const { t } = useMessages();
  const { title, body } = (t as Messages)[page];
  useDocumentTitle(title);
  return (
    <StatusPanel tone="error" title={title} message={body}>
      {action}
      <Link href={routes.home} className="underline">
        {t.common.backToHome}
      </Link>
    </StatusPanel>
  );
}
