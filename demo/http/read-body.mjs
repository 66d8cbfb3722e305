/** Thrown when a request body is larger than the demo accepts. */
export class BodyTooLargeError extends Error {}

/** The whole request body as text; the demo's requests are small, so a low cap is enough. */
export async function readBody(request, { limitBytes = 64 * 1024 } = {}) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limitBytes) throw new BodyTooLargeError(`request body over ${limitBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
