/**
 * Checks the body of PUT /api/v1/topiccompletions/{topicId}: `{ topicId, courseID, completed }`,
 * with `topicId` equal to the path's, since a client that sends another one has a bug worth seeing.
 *
 * @returns {{ completion: { topicId: number, courseID: number, completed: number } } | { error: string }}
 */
export function parseTopicCompletion(body, pathTopicId) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: 'body must be a JSON object' };
  }
  const { topicId, courseID, completed } = body;
  if (!Number.isInteger(topicId) || String(topicId) !== pathTopicId) {
    return { error: 'topicId must be the integer topic id of the path' };
  }
  if (!Number.isInteger(courseID)) return { error: 'courseID must be an integer' };
  if (!(Number.isInteger(completed) && completed >= 0 && completed <= 100)) {
    return { error: 'completed must be an integer from 0 to 100' };
  }
  return { completion: { topicId, courseID, completed } };
}
