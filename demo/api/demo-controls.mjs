import { attemptForTests } from './exam-attempts.mjs';
import { parseFault } from './faults.mjs';
import { answer, notFound } from './respond.mjs';

/**
 * /__demo/* — controls for the end-to-end tests, outside the product API: no tenant, no token.
 * Each handler gets the parsed URL and JSON body and returns `{ status, body }`.
 */
export function createDemoControls({ states, faults, holds }) {
  /** `{ state }` of the `?user=` student, or `{ failure }`: the answer when the user is missing or unknown. */
  const studentOf = (url) => {
    const username = url.searchParams.get('user');
    if (!username) return { failure: answer(400, { message: 'user query parameter missing' }) };
    const state = states.of(username);
    return state ? { state } : { failure: notFound() };
  };

  const controls = {
    'POST /__demo/reset': () => {
      states.reset();
      faults.clear();
      holds.release();
      return answer(200, { ok: true });
    },
    'GET /__demo/videologs': ({ url }) => {
      const { state, failure } = studentOf(url);
      return failure ?? answer(200, state.pageLogs);
    },
    'GET /__demo/notifications': ({ url }) => {
      const { state, failure } = studentOf(url);
      return failure ?? answer(200, state.notifications);
    },
    'GET /__demo/exam-attempts': ({ url }) => {
      const { state, failure } = studentOf(url);
      return failure ?? answer(200, state.examAttempts.map(attemptForTests));
    },
    /** The school ends the student's enrollment `?id=`: it leaves their course list, and its exams with it. */
    'DELETE /__demo/enrollments': ({ url }) => {
      const { state, failure } = studentOf(url);
      if (failure) return failure;
      const id = Number(url.searchParams.get('id'));
      const index = state.enrollments.findIndex((enrollment) => enrollment.id === id);
      if (index < 0) return notFound();
      state.enrollments.splice(index, 1);
      return answer(200, { ok: true });
    },
    'GET /__demo/helprequests': ({ url }) => {
      const { state, failure } = studentOf(url);
      return failure ?? answer(200, state.helpRequests ?? []);
    },
    'POST /__demo/faults': ({ body }) => {
      const { fault, error } = parseFault(body);
      if (error) return answer(400, { message: error });
      faults.add(fault);
      return answer(201, fault);
    },
    'DELETE /__demo/faults': () => {
      faults.clear();
      holds.release();
      return answer(200, { ok: true });
    },
    'GET /__demo/held': () => answer(200, holds.list()),
    'POST /__demo/held/release': ({ body }) => {
      const path = body?.path;
      if (path !== undefined && typeof path !== 'string') return answer(400, { message: 'path must be a string' });
      return answer(200, { released: holds.release(path) });
    },
  };

  return (method, context) => (controls[`${method} ${context.url.pathname}`] ?? notFound)(context);
}
