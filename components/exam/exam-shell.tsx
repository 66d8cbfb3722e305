'use client';

// Each group's shell is a client boundary of its own: a page then loads only its own group's
// chunks (decision 56).

import type { ReactNode } from 'react';
import { AuthGate } from '@/components/auth/auth-gate';
import { PageOpenLogger } from '@/components/shell/page-open-logger';
import { ShellMain } from '@/components/shell/shell-main';
import { ExamHeader } from './exam-header';

/**
 * The signed-in frame of an exam, focused on the questions: no menu, no notifications, no
 * sign-out, no link away; the answers stay on the device whatever happens to the page. The
 * exam's timer and connection bar sticks to the top of the screen, so the content keeps a scroll
 * margin under it: a control focused by keyboard is scrolled clear of the bar (WCAG 2.2 SC 2.4.11).
 */
export function ExamShell({ children }: { children: ReactNode }) {
  return (
    <AuthGate openOffline>
      <PageOpenLogger />
      <ExamHeader />
      <ShellMain keepClear="topBar">{children}</ShellMain>
    </AuthGate>
  );
}
