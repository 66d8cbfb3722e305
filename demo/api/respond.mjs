const jsonType = 'application/json; charset=utf-8';

export function sendJson(response, status, body) {
  send(response, status, JSON.stringify(body), jsonType);
}

export function send(response, status, text, contentType) {
  response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  response.end(text);
}

/** A handler's answer: status and JSON body. */
export const answer = (status, body) => ({ status, body });

export const notFound = () => answer(404, { message: 'Not found' });
