import type { ReactNode } from 'react';
import { ExamShell } from '@/components/exam/exam-shell';

/** A focused shell for taking an exam: no navigation away from the questions. */
export default function ExamLayout({ children }: { children: ReactNode }) {
  return <ExamShell>{children}</ExamShell>;
}
