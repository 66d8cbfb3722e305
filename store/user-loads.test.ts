import { ApiError } from '@/lib/api/api-error';
import * as endpoints from '@/lib/api/endpoints';
import type { Enrollment, Notification } from '@/lib/types';
import { makeStore } from './store';
import { loadDownloadRight, loadEnrollments, loadNotifications, loadUnreadCount, sendReadMarks } from './user-loads';
import {
  notificationRead,
  selectAllNotifications,
  selectEnrollmentsLoaded,
  selectNotificationsCount,
} from './user-slice';

jest.mock('@/lib/api/endpoints');
const api = jest.mocked(endpoints);

const enrollment = (id: number, courseRef: number, typeName: string): Enrollment => ({
  id,
  courseID: id,
  course: { id, name: `C${id}`, courseRef, courseType: { name: typeName }, courseSections: [] },
});
const row = (id: number, createdOn: string, sended = false): Notification => ({
  id,
  title: 't',
  message: 'm',
  createdOn,
  sended,
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('user store loads', () => {
  it('writes the enrollment list into the store, counting the load while it runs', async () => {
    const store = makeStore();
    let finish: (value: Awaited<ReturnType<typeof endpoints.fetchEnrollments>>) => void = () => undefined;
    api.fetchEnrollments.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const loading = store.dispatch(loadEnrollments());
    expect(store.getState().user.loadingCount).toBe(1);
    expect(selectEnrollmentsLoaded(store.getState())).toBe(false);
    finish({
      courseEnrollments: [enrollment(1, 2, 'Genel'), enrollment(2, 1, 'E-YDS Deneme Sınavı')],
      userLastInfo: [],
      todaysLiveClass: [],
      unreadableCourses: [],
    });
    await loading;
    expect(store.getState().user).toMatchObject({ loadingCount: 0 });
    expect(store.getState().user.quizEnrollments.map((item) => item.id)).toEqual([2]);
    expect(selectEnrollmentsLoaded(store.getState())).toBe(true);
  });

  it('rejects with the API error and leaves the list unloaded', async () => {
    const store = makeStore();
    api.fetchEnrollments.mockRejectedValue(new ApiError('invalid-response', 'Invalid response data'));
    await expect(store.dispatch(loadEnrollments())).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(selectEnrollmentsLoaded(store.getState())).toBe(false);
    expect(store.getState().user.loadingCount).toBe(0);
  });

  it('sets the unread count, and 0 when it cannot be fetched (product.md section 8)', async () => {
    const store = makeStore();
    api.fetchUnreadCount.mockResolvedValue(3);
    await store.dispatch(loadUnreadCount());
    expect(selectNotificationsCount(store.getState())).toBe(3);
    api.fetchUnreadCount.mockRejectedValue(new ApiError('server', 'Server error', 500));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.dispatch(loadUnreadCount());
    expect(selectNotificationsCount(store.getState())).toBe(0);
  });

  it('holds all notifications newest first, null until loaded', async () => {
    const store = makeStore();
    expect(selectAllNotifications(store.getState())).toBeNull();
    api.fetchNotifications.mockResolvedValue([row(1, '2026-03-08T09:00:00Z'), row(2, '2026-03-10T09:00:00Z', true)]);
    await store.dispatch(loadNotifications());
    expect(selectAllNotifications(store.getState())?.map((item) => item.id)).toEqual([2, 1]);
    expect(selectNotificationsCount(store.getState())).toBe(1);
  });

  it('writes the download right', async () => {
    const store = makeStore();
    api.fetchDownloadRight.mockResolvedValue({ remaining: 3, limit: 5 });
    await store.dispatch(loadDownloadRight());
    expect(store.getState().user.downloadRight).toEqual({ remaining: 3, limit: 5 });
  });

  it('sends a read mark, then asks the server for the list and the count again', async () => {
    const store = makeStore();
    api.fetchNotifications.mockResolvedValue([row(1, '2026-03-08T09:00:00Z')]);
    await store.dispatch(loadNotifications());
    store.dispatch(notificationRead(1));
    expect(selectNotificationsCount(store.getState())).toBe(0);
    api.markNotificationRead.mockResolvedValue({ id: 1, sended: true });
    api.fetchUnreadCount.mockResolvedValue(0);
    api.fetchNotifications.mockResolvedValue([row(1, '2026-03-08T09:00:00Z', true)]);
    await store.dispatch(sendReadMarks([1]));
    expect(api.markNotificationRead).toHaveBeenCalledWith(1);
    expect(api.fetchUnreadCount).toHaveBeenCalled();
  });

  it('rejects with the server refusal of a mark', async () => {
    const store = makeStore();
    api.markNotificationRead.mockRejectedValue(new ApiError('request', 'Request failed: Not found', 404));
    api.fetchUnreadCount.mockResolvedValue(1);
    api.fetchNotifications.mockResolvedValue([]);
    await expect(store.dispatch(sendReadMarks([9]))).rejects.toMatchObject({ status: 404 });
  });
});
