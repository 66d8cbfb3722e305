'use client';

import { onDemand } from '@/components/ui/on-demand';
import type { EndedSession } from '@/lib/session/session-end';
import { SigningOut } from './signing-out';

/**
 * What takes the student's screens once their session has ended (decision 22): its code and words
 * come when a session ends, not with every page (decision 37); "Signing out…" meanwhile.
 */
export const SessionEndPanel = onDemand<{ ended: EndedSession }>(
  () => import('./session-end-status').then((module) => module.SessionEndStatus),
  <SigningOut />,
  SigningOut,
);
