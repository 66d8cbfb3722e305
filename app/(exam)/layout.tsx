import type { ReactNode } from 'react';
import { ProtectedShell } from '@/components/shell/protected-shell';

/** A focused shell for taking an exam: no navigation away from the questions. */
export default function ExamLayout({ children }: { children: ReactNode }) {
  return <ProtectedShell>{children}</ProtectedShell>;
}
