/** `DEMO_REQUEST_LOG=1` prints a line for each request the demo backends answer; they are quiet without it. */
export const requestLogWanted = () => process.env.DEMO_REQUEST_LOG === '1';

/** Wraps a request handler so each answered request prints one line, unless `quiet`. */
export function withRequestLog(label, handler, { quiet }) {
  if (quiet) return handler;
  return (request, response) => {
    const startedAt = Date.now();
    response.once('finish', () => {
      const path = request.url.split('?')[0];
      console.log(`${label} ${request.method} ${path} ${response.statusCode} ${Date.now() - startedAt}ms`);
    });
    return handler(request, response);
  };
}
