import { answer } from './respond.mjs';

/**
 * Help requests (docs/api.md, POST api/v1/helprequests). The demo keeps them per student for the
 * tests to read (GET /__demo/helprequests). The limits are the portal's (lib/help/help-form.ts; the
 * test beside this file keeps them equal):
 * the server checks them again, since a client can be old or broken.
 */
export const helpRequestLimits = {
  subjectMaxLength: 120,
  messageMinLength: 10,
  messageMaxLength: 4000,
  screenshotMaxBytes: 2_000_000,
};

export const helpCategories = ['signIn', 'videos', 'offlineVideos', 'exams', 'materials', 'other'];

const deviceFields = [
  'osName',
  'osVersion',
  'browserName',
  'browserVersion',
  'userAgent',
  'appVersion',
  'platform',
  'vendor',
];

const screenshotPattern = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/;

/** A base64 body of this size: the screenshot file's own size, as the client measured it. */
const sizeOfBase64 = (text) =>
  Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/** Room for a 2 MB screenshot as base64 (≈2.7 MB) and the texts. */
const helpRequestBodyLimitBytes = 3 * 1024 * 1024;

export const helpEndpoints = [
  {
    method: 'POST',
    path: '/api/v1/helprequests',
    handle: receiveHelpRequest,
    bodyLimitBytes: helpRequestBodyLimitBytes,
  },
];

/**
 * Field problems of a request body, `{ field: problem }`; empty when it is valid. Problems are
 * the form's: required, tooShort, tooLong, invalid, notAnImage, tooLarge.
 */
export function helpRequestProblems(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { body: 'invalid' };
  const problems = {};
  const text = (value) => (typeof value === 'string' ? value.trim() : null);
  const subject = text(body.subject);
  const message = text(body.message);
  if (typeof body.requestId !== 'string' || body.requestId === '' || body.requestId.length > 100)
    problems.requestId = 'invalid';
  if (!subject) problems.subject = 'required';
  else if (subject.length > helpRequestLimits.subjectMaxLength) problems.subject = 'tooLong';
  if (!helpCategories.includes(body.category)) problems.category = 'required';
  if (!message) problems.message = 'required';
  else if (message.length < helpRequestLimits.messageMinLength) problems.message = 'tooShort';
  else if (message.length > helpRequestLimits.messageMaxLength) problems.message = 'tooLong';
  const device = body.device;
  if (
    typeof device !== 'object' ||
    device === null ||
    !deviceFields.every((field) => typeof device[field] === 'string')
  ) {
    problems.device = 'invalid';
  }
  if (typeof body.locale !== 'string' || Number.isNaN(Date.parse(body.writtenAt))) problems.body = 'invalid';
  if (body.screenshot !== null) {
    const shot = body.screenshot;
    const match = typeof shot?.dataUrl === 'string' ? screenshotPattern.exec(shot.dataUrl) : null;
    if (!match || typeof shot.fileName !== 'string') problems.screenshot = 'notAnImage';
    else if (sizeOfBase64(match[2]) > helpRequestLimits.screenshotMaxBytes) problems.screenshot = 'tooLarge';
  }
  return problems;
}

function receiveHelpRequest({ state, body }) {
  const problems = helpRequestProblems(body);
  if (Object.keys(problems).length > 0) return answer(400, { message: 'Invalid help request', problems });

  // Kept beside the seeded state: a reset makes a new state object, so it starts empty again.
  state.helpRequests ??= [];
  const known = state.helpRequests.find((stored) => stored.requestId === body.requestId);
  if (known) return answer(200, receipt(known));
  const stored = {
    id: state.helpRequests.length + 1,
    receivedAt: new Date().toISOString(),
    requestId: body.requestId,
    subject: body.subject.trim(),
    category: body.category,
    message: body.message.trim(),
    screenshot: body.screenshot,
    device: Object.fromEntries(deviceFields.map((field) => [field, body.device[field]])),
    locale: body.locale,
    writtenAt: body.writtenAt,
  };
  state.helpRequests.push(stored);
  return answer(201, receipt(stored));
}

const receipt = ({ id, requestId, receivedAt }) => ({ id, requestId, receivedAt });
