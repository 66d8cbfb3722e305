/** The id a static export is built with for every dynamic segment; the real id is read at run time. */
const placeholderId = '_';

/**
 * `generateStaticParams` for a route whose ids are known only at run time: one placeholder
 * page per route, which the static server (and the service worker) serve for any id.
 */
export function placeholderParams<Name extends string>(...names: Name[]) {
  return () => [Object.fromEntries(names.map((name) => [name, placeholderId])) as Record<Name, string>];
}
