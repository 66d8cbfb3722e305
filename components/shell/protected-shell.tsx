import type { ReactNode } from 'react';
import { AuthGate } from '@/components/auth/auth-gate';
import { routes } from '@/lib/routes/routes';
import { KeptCoursesSync, OfflineUnavailable, RefusedWrites, UnsentExams, WriteQueueSync } from './after-paint-parts';
import { PageOpenLogger } from './page-open-logger';
import { ShellMain } from './shell-main';
import { SiteHeader } from './site-header';
import { UserMenu } from './user-menu';

/** The signed-in frame of the student screens: one compact header row, the main navigation (with the unread count), the account menu. */
export function ProtectedShell({ navigation, children }: { navigation?: ReactNode; children: ReactNode }) {
  return (
    <AuthGate>
      <PageOpenLogger />
      <WriteQueueSync />
      <KeptCoursesSync />
      <SiteHeader homeHref={routes.learningContent} navigation={navigation}>
        <UserMenu />
      </SiteHeader>
      <OfflineUnavailable />
      <RefusedWrites />
      <UnsentExams />
      <ShellMain keepClear={navigation ? 'bottomBar' : 'none'}>{children}</ShellMain>
    </AuthGate>
  );
}
