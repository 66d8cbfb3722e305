import type {
  AnswerEntry,
  DownloadRight,
  EnrollmentList,
  Exam,
  ExamAttempt,
  MaterialDetail,
  RecordedDownload,
  SavedAnswers,
  SolvedExam,
  SubmittedAttempt,
  TopicCompletion,
} from '@/lib/types';
import type { HelpRequest } from '@/lib/help/help-request';
import { productApi } from './product-api';

/** Paths of spec section 7, relative to the API base URL. */
export const apiPaths = {
  casdoorTokenAndUser: 'api/tokens/casdoortokenanduser',
  checkUser: 'api/users/checkuser',
  enrollments: 'api/v1/courseenrollments/userEnrollmentsSimple',
  topicCompletions: (courseId: number | string) => `api/v1/topiccompletions/getbycourse/${courseId}`,
  topicCompletion: (topicId: number) => `api/v1/topiccompletions/${topicId}`,
  material: (materialId: number | string) => `api/v1/materials/${materialId}`,
  guestMaterial: (materialId: number | string) => `api/v1/guest/materials/${materialId}`,
  unreadCount: 'api/v1/notificationdetails/getByUserId',
  notifications: 'api/v1/notificationdetails/getAllByUserId',
  markNotificationRead: (id: number) => `api/v1/notificationdetails/sended/${encodeURIComponent(id)}`,
  downloadRight: 'api/v1/downloadedvods/getDownloadCount',
  pageLog: 'api/v1/videologdocmongo',
  solvedExam: (solvedExamId: number | string) => `api/v1/solved-exams/${encodeURIComponent(solvedExamId)}`,
  /** The results history, of one course or (no id) of all (docs/api.md, issue 13). */
  examHistory: (courseId?: number | string) =>
    courseId === undefined ? 'api/v1/solved-exams' : `api/v1/solved-exams?courseId=${encodeURIComponent(courseId)}`,
} as const;

/** Page-open log texts, in Turkish as the product API stores them (spec section 7). */
const pageLogText = { description: 'Sayfa açıldı: ', action: 'Sayfa açıldı' } as const;

export const fetchEnrollments = () => productApi().get<EnrollmentList>(apiPaths.enrollments);

export const fetchTopicCompletions = (courseId: number) =>
  productApi().get<TopicCompletion[]>(apiPaths.topicCompletions(courseId));

export const fetchMaterial = (materialId: number | string) =>
  productApi().get<MaterialDetail>(apiPaths.material(materialId));

export const fetchGuestMaterial = (materialId: number | string) =>
  productApi().get<MaterialDetail>(apiPaths.guestMaterial(materialId));

export const saveTopicCompletion = (courseId: number, completion: TopicCompletion) =>
  productApi().put<TopicCompletion>(apiPaths.topicCompletion(completion.topicId), { ...completion, courseID: courseId });

export const fetchNotifications = () => productApi().get<unknown>(apiPaths.notifications);

export const fetchDownloadRight = () => productApi().get<DownloadRight>(apiPaths.downloadRight);

export const markNotificationRead = (id: number) =>
  productApi().put<unknown>(apiPaths.markNotificationRead(id), { id });

export const checkUser = () => productApi().get<unknown>(apiPaths.checkUser);

export const fetchUnreadCount = () => productApi().get<unknown>(apiPaths.unreadCount);

export function logPageOpen(path: string) {
  return productApi().post<unknown>(apiPaths.pageLog, {
    materialId: null,
    deger: path,
    description: `${pageLogText.description}${path}`,
    islem: pageLogText.action,
  });
}

/** The exam calls (docs/api.md, "Exams"). */
export const examApiPaths = {
  exam: (examId: number | string, enrollmentId: number | string) =>
    `api/v1/exams/${encodeURIComponent(examId)}?enrollmentId=${encodeURIComponent(enrollmentId)}`,
  attempts: (examId: number | string) => `api/v1/exams/${encodeURIComponent(examId)}/attempts`,
  answers: (attemptId: string) => `api/v1/exam-attempts/${encodeURIComponent(attemptId)}/answers`,
  submit: (attemptId: string) => `api/v1/exam-attempts/${encodeURIComponent(attemptId)}/submit`,
} as const;

export const fetchExam = (examId: number | string, enrollmentId: number | string) =>
  productApi().get<Exam>(examApiPaths.exam(examId, enrollmentId));

/** Starts the attempt or returns the open one: a retry or a second tab gets the same attempt. */
export const startExamAttempt = (
  examId: number | string,
  enrollmentId: number,
  /** An attempt started offline on this device (docs/api.md, "Started offline"). */
  offlineStart: { attemptId: string; startedAt: string } | null = null,
  /** A new attempt once the last one is submitted (docs/api.md, "Retaking"). */
  retake = false,
) => productApi().post<ExamAttempt>(examApiPaths.attempts(examId), { enrollmentId, ...offlineStart, ...(retake ? { retake } : {}) });

export const saveExamAnswers = (attemptId: string, answers: AnswerEntry[]) =>
  productApi().put<SavedAnswers>(examApiPaths.answers(attemptId), { answers });

export const submitExamAttempt = (
  attemptId: string,
  submission: { submissionId: string; answers: AnswerEntry[]; submittedAt: string },
) => productApi().post<SubmittedAttempt>(examApiPaths.submit(attemptId), submission);

export const fetchSolvedExam = (solvedExamId: number | string) =>
  productApi().get<SolvedExam>(apiPaths.solvedExam(solvedExamId));

export const fetchExamHistory = (courseId?: number) => productApi().get<unknown>(apiPaths.examHistory(courseId));

/** Offline videos (docs/api.md, POST api/v1/downloadedvods): records a download against the student's right. */
export const recordedDownloadsPath = 'api/v1/downloadedvods';

export const recordVideoDownload = (materialId: number) =>
  productApi().post<RecordedDownload>(recordedDownloadsPath, { materialId });

/** Help requests (docs/api.md, POST api/v1/helprequests): the help form, with the device info and an optional screenshot. */
export const helpRequestsPath = 'api/v1/helprequests';

export const sendHelpRequest = (request: HelpRequest) =>
  productApi().post<{ id: number; requestId: string; receivedAt: string }>(helpRequestsPath, request);
