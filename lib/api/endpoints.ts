import * as v from 'valibot';
import type { AnswerEntry, TopicCompletion } from '@/lib/types';
import type { HelpRequest } from '@/lib/help/help-request';
import { keepAnswer, readKeptAnswer, type KeptFor } from '@/lib/kept-reads/kept-answers';
import { readSession, studentOf } from '@/lib/session/session';
import { isRecordId } from '@/lib/routes/route-ids';
import { ApiError } from './api-error';
import { productApi } from './product-api';
import {
  checkUserSchema,
  downloadRightSchema,
  enrollmentListSchema,
  examAttemptSchema,
  examHistorySchema,
  examSchema,
  helpRequestReceiptSchema,
  markedReadSchema,
  materialSchema,
  notificationsSchema,
  pageLogSchema,
  recordedDownloadSchema,
  recordedVideosSchema,
  savedAnswersSchema,
  solvedExamSchema,
  submittedAttemptSchema,
  topicCompletionSchema,
  tokenResponseSchema,
  topicCompletionsSchema,
  unreadCountSchema,
} from './schemas';

/**
 * The product API's one typed boundary: every call of docs/api.md, each with its path parameters
 * checked and encoded, and its answer checked against one schema (lib/api/schemas.ts). What leaves
 * this module is a checked value or an ApiError.
 */

/**
 * An id that is no record id (`..`, `/`, `%2F`, letters) never reaches a path: it is refused before
 * any request, answered locally as the API answers an id it does not know (404), so every screen
 * shows its not-found state.
 */
function recordId(value: number | string): string {
  if (!isRecordId(value)) throw new ApiError('request', 'Request failed: Not found', 404, 'Not found');
  return encodeURIComponent(value);
}

/** Attempt ids are made by the client or the server: 1–100 letters, digits, `-` or `_` (docs/api.md). */
function attemptId(value: string): string {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(value))
    throw new ApiError('request', 'Request failed: Not found', 404, 'Not found');
  return encodeURIComponent(value);
}

/** The answer as its schema reads it, or 'Invalid response data' (product.md section 8) (an empty 200 included). */
function parseAnswer<TSchema extends v.GenericSchema>(schema: TSchema, answer: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, answer);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') || '(answer)';
  throw new ApiError(
    'invalid-response',
    'Invalid response data',
    undefined,
    `${where}: ${issue.message}`,
    issue.message,
  );
}

const call = async <TSchema extends v.GenericSchema>(schema: TSchema, request: Promise<unknown>) =>
  parseAnswer(schema, await request);

/** A copy of a read's answer kept on this device, checked as the fresh one is, and when it was saved. */
export interface KeptCopy<T> {
  value: T;
  savedAt: number;
}

/** The current session and its student, whose kept copies may be read; null without both. */
export function keptFor(): KeptFor | null {
  const session = readSession();
  const student = studentOf(session?.user);
  return session?.id && student ? { sessionId: session.id, student } : null;
}

/**
 * The student's own reads (decision 44): the answer is kept on this device for the session it was
 * read under, as the API gave it, so its copy reads back through the same schema as a fresh answer.
 * An answer that lands after its session ended never gets here (the client drops it).
 */
async function ownRead<TSchema extends v.GenericSchema>(schema: TSchema, path: string) {
  const { answer, sessionId } = await productApi().read(path);
  const checked = parseAnswer(schema, answer);
  const owner = keptFor();
  if (owner !== null && owner.sessionId === sessionId) void keepAnswer(path, answer, owner);
  return checked;
}

/** The current session's kept copy of `path`; null without a session, a copy, or one that still passes its schema. */
function keptCopy<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
): KeptCopy<v.InferOutput<TSchema>> | null {
  const owner = keptFor();
  const kept = owner === null ? null : readKeptAnswer(path, owner);
  if (kept === null) return null;
  const checked = v.safeParse(schema, kept.answer);
  return checked.success ? { value: checked.output, savedAt: kept.savedAt } : null;
}

/** Paths of product.md section 7 and docs/api.md, relative to the API base URL; they double as SWR keys. */
export const apiPaths = {
  casdoorTokenAndUser: 'api/tokens/casdoortokenanduser',
  checkUser: 'api/users/checkuser',
  enrollments: 'api/v1/courseenrollments/userEnrollmentsSimple',
  topicCompletions: (courseId: number | string) => `api/v1/topiccompletions/getbycourse/${recordId(courseId)}`,
  topicCompletion: (topicId: number) => `api/v1/topiccompletions/${recordId(topicId)}`,
  material: (materialId: number | string) => `api/v1/materials/${recordId(materialId)}`,
  guestMaterial: (materialId: number | string) => `api/v1/guest/materials/${recordId(materialId)}`,
  unreadCount: 'api/v1/notificationdetails/getByUserId',
  notifications: 'api/v1/notificationdetails/getAllByUserId',
  markNotificationRead: (id: number) => `api/v1/notificationdetails/sended/${recordId(id)}`,
  downloadRight: 'api/v1/downloadedvods/getDownloadCount',
  recordedDownloads: 'api/v1/downloadedvods',
  pageLog: 'api/v1/videologdocmongo',
  helpRequests: 'api/v1/helprequests',
  solvedExam: (solvedExamId: number | string) => `api/v1/solved-exams/${recordId(solvedExamId)}`,
  /** The results history, of one course or (no id) of all (docs/api.md, issue 13). */
  examHistory: (courseId?: number | string) =>
    courseId === undefined ? 'api/v1/solved-exams' : `api/v1/solved-exams?courseId=${recordId(courseId)}`,
} as const;

/** The exam calls (docs/api.md, "Exams"). */
export const examApiPaths = {
  exam: (examId: number | string, enrollmentId: number | string) =>
    `api/v1/exams/${recordId(examId)}?enrollmentId=${recordId(enrollmentId)}`,
  attempts: (examId: number | string) => `api/v1/exams/${recordId(examId)}/attempts`,
  answers: (id: string) => `api/v1/exam-attempts/${attemptId(id)}/answers`,
  submit: (id: string) => `api/v1/exam-attempts/${attemptId(id)}/submit`,
} as const;

/** Page-open log texts, in Turkish as the product API stores them (product.md section 7). */
const pageLogText = { description: 'Sayfa açıldı: ', action: 'Sayfa açıldı' } as const;

/** The session's tokens and user; a refusal names its login failure (`tokenResponseSchema`). */
export const exchangeProviderToken = async (accessToken: string) =>
  call(tokenResponseSchema, productApi().post(apiPaths.casdoorTokenAndUser, { access_token: accessToken }));

export const checkUser = async () => call(checkUserSchema, productApi().get(apiPaths.checkUser));

export const fetchEnrollments = async () => ownRead(enrollmentListSchema, apiPaths.enrollments);

export const fetchTopicCompletions = async (courseId: number) =>
  ownRead(topicCompletionsSchema, apiPaths.topicCompletions(courseId));

export const saveTopicCompletion = async (courseId: number, completion: TopicCompletion) =>
  call(
    topicCompletionSchema,
    productApi().put(apiPaths.topicCompletion(completion.topicId), { ...completion, courseID: courseId }),
  );

export const fetchMaterial = async (materialId: number | string) =>
  ownRead(materialSchema, apiPaths.material(materialId));

/**
 * A kept course's material read (decision 52): its answer goes to the worker's cache, for the
 * material's screen offline, never into the kept screens' copies, whose room it would take.
 */
export const fetchMaterialToKeep = async (materialId: number) =>
  call(materialSchema, productApi().get(apiPaths.material(materialId)));

export const fetchGuestMaterial = async (materialId: number | string) =>
  call(materialSchema, productApi().get(apiPaths.guestMaterial(materialId)));

export const fetchUnreadCount = async () => ownRead(unreadCountSchema, apiPaths.unreadCount);

export const fetchNotifications = async () => ownRead(notificationsSchema, apiPaths.notifications);

export const markNotificationRead = async (id: number) =>
  call(markedReadSchema, productApi().put(apiPaths.markNotificationRead(id), { id }));

export const fetchDownloadRight = async () => call(downloadRightSchema, productApi().get(apiPaths.downloadRight));

/** The videos the server has recorded for the student: downloading them again is free (docs/api.md). */
export const fetchRecordedVideos = async () => call(recordedVideosSchema, productApi().get(apiPaths.recordedDownloads));

/** Records a download against the student's right (docs/api.md, POST api/v1/downloadedvods). */
export const recordVideoDownload = async (materialId: number) =>
  call(recordedDownloadSchema, productApi().post(apiPaths.recordedDownloads, { materialId }));

/** Sent with `keepalive`: a student who moves on at once still has the page logged, once. */
export const logPageOpen = async (path: string) =>
  call(
    pageLogSchema,
    productApi().post(
      apiPaths.pageLog,
      { materialId: null, deger: path, description: `${pageLogText.description}${path}`, islem: pageLogText.action },
      { keepalive: true },
    ),
  );

/** The help form, with the device info and an optional screenshot (docs/api.md, POST api/v1/helprequests). */
export const sendHelpRequest = async (request: HelpRequest) =>
  call(helpRequestReceiptSchema, productApi().post(apiPaths.helpRequests, request));

export const fetchExam = async (examId: number | string, enrollmentId: number | string) =>
  call(examSchema, productApi().get(examApiPaths.exam(examId, enrollmentId)));

/** Starts the attempt or returns the open one: a retry or a second tab gets the same attempt. */
export const startExamAttempt = async (
  examId: number | string,
  enrollmentId: number,
  /** An attempt started offline on this device (docs/api.md, "Started offline"). */
  offlineStart: { attemptId: string; startedAt: string } | null = null,
  /** A new attempt once the last one is submitted (docs/api.md, "Retaking"). */
  retake = false,
) =>
  call(
    examAttemptSchema,
    productApi().post(examApiPaths.attempts(examId), { enrollmentId, ...offlineStart, ...(retake ? { retake } : {}) }),
  );

export const saveExamAnswers = async (id: string, answers: AnswerEntry[]) =>
  call(savedAnswersSchema, productApi().put(examApiPaths.answers(id), { answers }));

export const submitExamAttempt = async (
  id: string,
  submission: { submissionId: string; answers: AnswerEntry[]; submittedAt: string },
) => call(submittedAttemptSchema, productApi().post(examApiPaths.submit(id), submission));

export const fetchSolvedExam = async (solvedExamId: number | string) =>
  ownRead(solvedExamSchema, apiPaths.solvedExam(solvedExamId));

export const fetchExamHistory = async (courseId?: number) => ownRead(examHistorySchema, apiPaths.examHistory(courseId));

/** The copies of the student's own reads kept on this device (decision 44), by the read they stand for. */
export const keptCopies = {
  enrollments: () => keptCopy(enrollmentListSchema, apiPaths.enrollments),
  topicCompletions: (courseId: number) => keptCopy(topicCompletionsSchema, apiPaths.topicCompletions(courseId)),
  material: (materialId: number | string) => keptCopy(materialSchema, apiPaths.material(materialId)),
  unreadCount: () => keptCopy(unreadCountSchema, apiPaths.unreadCount),
  notifications: () => keptCopy(notificationsSchema, apiPaths.notifications),
  solvedExam: (solvedExamId: number | string) => keptCopy(solvedExamSchema, apiPaths.solvedExam(solvedExamId)),
  examHistory: (courseId?: number) => keptCopy(examHistorySchema, apiPaths.examHistory(courseId)),
};
