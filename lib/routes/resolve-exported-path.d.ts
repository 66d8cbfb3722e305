/** Types of the static server's resolver (plain JavaScript, run by Node), which the worker shares. */
declare module '@/lib/routes/resolve-exported-path.mjs' {
  export type EntryType = 'file' | 'dir' | null;
  export type Resolution = { file: string; status: 200 | 404 } | { status: 400 };
  export function resolveRequestPath(pathname: string, exists: (relativePath: string) => EntryType): Resolution;
  export function pathSegments(pathname: string): string[] | null;
}
