import type { ReactNode } from 'react';
import { AuthGate } from '@/components/auth/auth-gate';
import { PageOpenLogger } from '@/components/shell/page-open-logger';
import { ShellMain } from '@/components/shell/shell-main';
import { SiteHeader } from '@/components/shell/site-header';
import { StudentNav } from '@/components/shell/student-nav';
import { UserMenu } from '@/components/shell/user-menu';
import { routes } from '@/lib/routes/routes';

export default function StudentLayout({ children }: { children: ReactNode }) {
  return (
    <AuthGate>
      <PageOpenLogger />
      <SiteHeader homeHref={routes.learningContent}>
        <StudentNav />
        <UserMenu />
      </SiteHeader>
      <ShellMain>{children}</ShellMain>
    </AuthGate>
  );
}
