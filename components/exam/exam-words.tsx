'use client';

import type { ReactNode } from 'react';
import { MessagesArea } from '@/components/providers/messages-area';
import { enUSExam } from '@/lib/i18n/en-US/exam';

/**
 * The words of exams, summaries, results and the course page's exam list: English ships with
 * those screens' chunks, not with every page.
 */
export function ExamWords({ children }: { children: ReactNode }) {
  return (
    <MessagesArea area="exam" bundled={enUSExam}>
      {children}
    </MessagesArea>
  );
}
