import type { ReactNode } from 'react';
import { ProtectedShell } from '@/components/shell/protected-shell';
import { StudentNav } from '@/components/shell/student-nav';

export default function StudentLayout({ children }: { children: ReactNode }) {
  return <ProtectedShell navigation={<StudentNav />}>{children}</ProtectedShell>;
}
