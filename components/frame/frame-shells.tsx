import { ExamShell } from '@/components/exam/exam-shell';
import { PublicShell } from '@/components/shell/public-shell';
import { StudentShell } from '@/components/shell/student-shell';
import type { FrameShell } from '@/lib/frame/frame-route';

/**
 * The shells the route groups' layouts (app/(public), app/(student), app/(exam)) put around their
 * pages, for the start-up frame. Only the exported HTML draws them: the browser build takes
 * `frame-shells.browser.ts` instead (next.config.mjs), so the signed-in and exam shells do not
 * ride in the chunk every page loads.
 */
export const frameShells: Record<FrameShell, typeof PublicShell> = {
  public: PublicShell,
  student: StudentShell,
  exam: ExamShell,
};
