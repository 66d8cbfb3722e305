'use client';

import { createContext, useContext } from 'react';

/**
 * True inside the start-up frame: the shells draw themselves as they will look, without the
 * client-only checks (session, enrollments) that decide what the mounted app shows.
 */
export const InFrameContext = createContext(false);

export function useInFrame(): boolean {
  return useContext(InFrameContext);
}
