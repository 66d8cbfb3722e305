'use client';

// Each group's shell is a client boundary of its own: a page then loads only its own group's
// chunks (decision 56).

import type { ReactNode } from 'react';
import { ProtectedShell } from './protected-shell';
import { StudentNav } from './student-nav';

/** The student screens' frame: the signed-in shell with the main navigation. */
export function StudentShell({ children }: { children: ReactNode }) {
  return <ProtectedShell navigation={<StudentNav />}>{children}</ProtectedShell>;
}
