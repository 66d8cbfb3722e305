/** Types of the shared Range header reader (plain JavaScript, run by the demo and bundled by the worker). */
export function byteRange(
  header: string | null | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null;
