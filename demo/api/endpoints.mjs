import { randomBytes } from 'node:crypto';

import { allCourses } from '../seed/courses.mjs';
import { todaysLiveClasses } from '../seed/live-classes.mjs';
import { downloadEndpoints } from './downloads.mjs';
import { examEndpoints } from './exam-endpoints.mjs';
import { helpEndpoints } from './help-requests.mjs';
import { enrollmentsAt, findMaterial } from './materials.mjs';
import { answer, notFound } from './respond.mjs';
import { parseTopicCompletion } from './topic-completion-input.mjs';

/**
 * The product API's /api/ endpoints (product.md section 7; shapes in docs/api.md). Each
 * handler gets the signed-in student, that student's state, the query (URLSearchParams) and the
 * parsed JSON body, and returns `{ status, body }`. `public` endpoints need no access token.
 */
export const endpoints = [
  { method: 'POST', path: '/api/tokens/casdoortokenanduser', public: true, handle: exchangeAccessToken },
  { method: 'GET', path: '/api/users/checkuser', handle: () => answer(200, { ok: true }) },
  { method: 'GET', path: '/api/v1/courseenrollments/userEnrollmentsSimple', handle: listEnrollments },
  { method: 'GET', path: '/api/v1/topiccompletions/getbycourse/:courseId', handle: listTopicCompletions },
  { method: 'PUT', path: '/api/v1/topiccompletions/:topicId', handle: saveTopicCompletion },
  { method: 'GET', path: '/api/v1/materials/:id', handle: showMaterial },
  { method: 'GET', path: '/api/v1/guest/materials/:id', public: true, handle: showGuestMaterial },
  { method: 'GET', path: '/api/v1/notificationdetails/getByUserId', handle: countUnreadNotifications },
  { method: 'GET', path: '/api/v1/notificationdetails/getAllByUserId', handle: listNotifications },
  { method: 'PUT', path: '/api/v1/notificationdetails/sended/:id', handle: markNotificationRead },
  { method: 'GET', path: '/api/v1/downloadedvods/getDownloadCount', handle: showDownloadRight },
  { method: 'POST', path: '/api/v1/videologdocmongo', handle: logPageOpen },
  ...examEndpoints,
  ...downloadEndpoints,
  ...helpEndpoints,
];

async function exchangeAccessToken({ body, tokens }) {
  const accessToken = body?.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') return answer(400, { message: 'access_token missing' });
  const student = await tokens.studentFor(accessToken);
  if (!student) return answer(401, { message: 'Unauthorized' });

  return answer(200, {
    token: JSON.stringify({
      access_token: accessToken,
      id_token: await tokens.idTokenFor(student),
      // Only the provider could refresh, and it never sees this one: opaque by design.
      refresh_token: randomBytes(32).toString('base64url'),
    }),
    userinfo: JSON.stringify({
      FirstName: student.firstName,
      LastName: student.lastName,
      UserName: student.username,
      Email: student.email,
      Id: student.id,
    }),
  });
}

// Meetings are planned from the seed, not from each request: every answer gives the same start,
// so a countdown counts down across reloads.
function listEnrollments({ state, student }) {
  return answer(200, {
    courseEnrollments: enrollmentsAt(state.enrollments, state.seededAt),
    userLastInfo: state.lastInfos,
    todaysLiveClass: todaysLiveClasses(student.username, state.seededAt),
  });
}

const enrolledCourses = (state) => state.enrollments.map((enrollment) => enrollment.course);

function showMaterial({ state, params }) {
  const material = findMaterial(enrolledCourses(state), params.id, state.seededAt);
  return material ? answer(200, material) : notFound();
}

function showGuestMaterial({ params }) {
  const material = findMaterial(allCourses, params.id, Date.now());
  return material?.guestShared === true ? answer(200, material) : notFound();
}

function listTopicCompletions({ state, params }) {
  const enrolled = state.enrollments.some((enrollment) => String(enrollment.courseID) === params.courseId);
  if (!enrolled) return notFound();
  return answer(200, state.topicCompletions[params.courseId] ?? []);
}

function saveTopicCompletion({ state, params, body }) {
  const { completion, error } = parseTopicCompletion(body, params.topicId);
  if (error) return answer(400, { message: error });
  const { topicId, courseID, completed } = completion;
  const course = enrolledCourses(state).find((candidate) => candidate.id === courseID);
  const inCourse = course?.courseSections.some((section) => section.courseTopics.some((topic) => topic.id === topicId));
  if (!inCourse) return notFound();

  const completions = (state.topicCompletions[courseID] ??= []);
  const saved = completions.find((candidate) => candidate.topicId === topicId);
  if (saved) saved.completed = completed;
  else completions.push({ topicId, completed });
  return answer(200, { topicId, completed });
}

function countUnreadNotifications({ state }) {
  return answer(200, { count: state.notifications.filter((notification) => !notification.sended).length });
}

function listNotifications({ state }) {
  return answer(200, state.notifications);
}

function showDownloadRight({ state }) {
  return answer(200, state.downloadRight);
}

function markNotificationRead({ state, params }) {
  const notification = state.notifications.find((candidate) => String(candidate.id) === params.id);
  if (!notification) return notFound();
  notification.sended = true;
  return answer(200, { id: notification.id, sended: true });
}

function logPageOpen({ state, body }) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return answer(400, { message: 'body must be a JSON object' });
  }
  const id = randomBytes(12).toString('hex');
  state.pageLogs.push({ ...body, at: new Date().toISOString() });
  return answer(201, { id });
}
