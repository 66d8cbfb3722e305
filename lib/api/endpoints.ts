import type { DownloadRight, EnrollmentList, Notification, TopicCompletion } from '@/lib/types';
import { productApi } from './product-api';

/** Paths of spec section 7, relative to the API base URL. */
export const apiPaths = {
  casdoorTokenAndUser: 'api/tokens/casdoortokenanduser',
  checkUser: 'api/users/checkuser',
  enrollments: 'api/v1/courseenrollments/userEnrollmentsSimple',
  topicCompletions: (courseId: number | string) => `api/v1/topiccompletions/getbycourse/${courseId}`,
  unreadCount: 'api/v1/notificationdetails/getByUserId',
  notifications: 'api/v1/notificationdetails/getAllByUserId',
  markNotificationRead: (id: number) => `api/v1/notificationdetails/sended/${id}`,
  downloadRight: 'api/v1/downloadedvods/getDownloadCount',
  pageLog: 'api/v1/videologdocmongo',
} as const;

/** Page-open log texts, in Turkish as the product API stores them (spec section 7). */
const pageLogText = { description: 'Sayfa açıldı: ', action: 'Sayfa açıldı' } as const;

export const fetchJson = <T>(path: string) => productApi().get<T>(path);

export const fetchEnrollments = () => productApi().get<EnrollmentList>(apiPaths.enrollments);

export const fetchTopicCompletions = (courseId: number) =>
  productApi().get<TopicCompletion[]>(apiPaths.topicCompletions(courseId));

export const fetchNotifications = () => productApi().get<Notification[]>(apiPaths.notifications);

export const fetchDownloadRight = () => productApi().get<DownloadRight>(apiPaths.downloadRight);

export const markNotificationRead = (id: number) =>
  productApi().put<unknown>(apiPaths.markNotificationRead(id), { id });

export const checkUser = () => productApi().get<unknown>(apiPaths.checkUser);

/** The unread count comes as a number or as `{ count }` (interfaces.md). */
export async function fetchUnreadCount(): Promise<number> {
  const answer = await productApi().get<unknown>(apiPaths.unreadCount);
  if (typeof answer === 'number') return answer;
  if (typeof answer === 'object' && answer !== null && typeof (answer as { count?: unknown }).count === 'number') {
    return (answer as { count: number }).count;
  }
  return 0;
}

export function logPageOpen(path: string) {
  return productApi().post<unknown>(apiPaths.pageLog, {
    materialId: null,
    deger: path,
    description: `${pageLogText.description}${path}`,
    islem: pageLogText.action,
  });
}
