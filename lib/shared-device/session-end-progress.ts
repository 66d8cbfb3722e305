import { createExternalStore } from '@/lib/pwa/external-store';
import type { SessionEndCause } from '@/lib/session/session-end';
import type { DataPlace } from './forget-student';

/**
 * How this tab's session end goes, for the screens that take the student's place meanwhile:
 * `removing` the student's data, `failed` to remove it from `failed` places (Try again), or
 * `leaving` for the page it ends on. Small and apart from the routine, which loads when a session
 * ends (decision 37).
 */
export interface SessionEndProgress {
  sessionId: string;
  cause: SessionEndCause;
  phase: 'removing' | 'failed' | 'leaving';
  failed: readonly DataPlace[];
}

export const sessionEndProgress = createExternalStore<SessionEndProgress | null>(null);
