/**
 * Finds the endpoint for a request. Paths are templates: `:name` matches one path segment and
 * becomes `params.name`.
 *
 * @returns {(method: string, path: string) => ({ endpoint: object, params: object } | { allowed: string[] } | null)}
 */
export function createRouter(endpoints) {
  const compiled = endpoints.map((endpoint) => ({ endpoint, pattern: templatePattern(endpoint.path) }));

  return function route(method, path) {
    const matches = compiled
      .map(({ endpoint, pattern }) => ({ endpoint, match: pattern.exec(path) }))
      .filter(({ match }) => match);
    if (matches.length === 0) return null;
    const found = matches.find(({ endpoint }) => endpoint.method === method);
    if (!found) return { allowed: matches.map(({ endpoint }) => endpoint.method) };
    return { endpoint: found.endpoint, params: { ...found.match.groups } };
  };
}

function templatePattern(template) {
  const source = template
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
