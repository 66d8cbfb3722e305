import type { ReactNode } from 'react';
import { AuthGate } from '@/components/auth/auth-gate';
import { PageOpenLogger } from '@/components/shell/page-open-logger';
import { ShellMain } from '@/components/shell/shell-main';
import { SiteHeader } from '@/components/shell/site-header';
import { UserMenu } from '@/components/shell/user-menu';
import { routes } from '@/lib/routes/routes';

/** A focused shell for taking an exam: no navigation away from the questions. */
export default function ExamLayout({ children }: { children: ReactNode }) {
  return (
    <AuthGate>
      <PageOpenLogger />
      <SiteHeader homeHref={routes.learningContent}>
        <UserMenu />
      </SiteHeader>
      <ShellMain>{children}</ShellMain>
    </AuthGate>
  );
}
