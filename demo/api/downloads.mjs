import { findMaterial } from './materials.mjs';
import { answer, notFound } from './respond.mjs';

/**
 * Offline-video downloads (docs/api.md, POST and GET api/v1/downloadedvods). Each distinct video
 * uses one of the student's downloads; recording one already recorded is free, so a retried or
 * repeated download of the same video never costs twice. The GET lists those recorded videos.
 */
export const downloadEndpoints = [
  { method: 'POST', path: '/api/v1/downloadedvods', handle: recordDownload },
  { method: 'GET', path: '/api/v1/downloadedvods', handle: listRecordedVideos },
];

function listRecordedVideos({ state }) {
  return answer(200, { materialIds: state.downloadedVods ?? [] });
}

function recordDownload({ state, body }) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return answer(400, { message: 'body must be a JSON object' });
  }
  const { materialId } = body;
  if (!Number.isInteger(materialId)) return answer(400, { message: 'materialId must be an integer' });
  const courses = state.enrollments.map((enrollment) => enrollment.course);
  if (findMaterial(courses, String(materialId), Date.now())?.type !== 'video') return notFound();

  // Kept beside the seeded state: a reset makes a new state object, so it starts empty again.
  state.downloadedVods ??= [];
  const right = state.downloadRight;
  if (state.downloadedVods.includes(materialId)) return answer(200, { materialId, ...right });
  if (right.remaining <= 0) return answer(409, { message: 'No downloads left' });
  right.remaining -= 1;
  state.downloadedVods.push(materialId);
  return answer(201, { materialId, ...right });
}
