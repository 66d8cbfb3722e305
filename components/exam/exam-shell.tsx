import type { ReactNode } from 'react';
import { AuthGate } from '@/components/auth/auth-gate';
import { PageOpenLogger } from '@/components/shell/page-open-logger';
import { ShellMain } from '@/components/shell/shell-main';
import { ExamHeader } from './exam-header';

/**
 * The signed-in frame of an exam, focused on the questions: no menu, no notifications, no
 * sign-out, no link away; the answers stay on the device whatever happens to the page.
 */
export function ExamShell({ children }: { children: ReactNode }) {
  return (
    <AuthGate openOffline>
      <PageOpenLogger />
      <ExamHeader />
      <ShellMain>{children}</ShellMain>
    </AuthGate>
  );
}
