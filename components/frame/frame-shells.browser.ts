import type { frameShells as drawnShells } from './frame-shells';

/**
 * The browser build's stand-in for `frame-shells.tsx` (next.config.mjs): the frame is drawn only
 * into the exported HTML, and in the browser `StartupFrame` returns before it would read a shell.
 */
export const frameShells = {} as typeof drawnShells;
