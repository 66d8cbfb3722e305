import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/api/api-error';
import * as endpoints from '@/lib/api/endpoints';
import { queueWrite } from '@/lib/offline/stored-write-queue';
import { saveSession } from '@/lib/session/session';
import type { Enrollment, EnrollmentList, Notification } from '@/lib/types';
import { makeStore } from '@/store/store';
import {
  selectAllNotifications,
  selectCourseEnrollments,
  selectLoadingCount,
  selectNotificationsCount,
  selectQuizEnrollments,
} from '@/store/user-slice';
import { useEnrollments } from './use-enrollments';
import { useNotifications } from './use-notifications';
import { useUnreadCount } from './use-unread-count';

jest.mock('@/lib/api/endpoints');
const api = jest.mocked(endpoints);

const enrollment = (id: number, courseRef: number, typeName: string): Enrollment => ({
  id,
  courseID: id,
  course: { id, name: `C${id}`, courseRef, courseType: { name: typeName }, courseSections: [] },
});
const list = (...courseEnrollments: Enrollment[]): EnrollmentList => ({
  courseEnrollments,
  unreadableCourses: [],
  userLastInfo: [],
  todaysLiveClass: [],
});
const row = (id: number, createdOn: string, sended = false): Notification => ({
  id,
  title: `T${id}`,
  message: 'm',
  createdOn,
  sended,
});

/** A read the test answers when it chooses. */
function held<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer: (value: T) => act(async () => answer(value)) };
}

function setup() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <Provider store={store}>{children}</Provider>
    </SWRConfig>
  );
  return { store, wrapper };
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('the user store, filled from the reads’ hooks', () => {
  it('holds the course list as its read answers it, the read counted as loading until then', async () => {
    const { store, wrapper } = setup();
    const fresh = held<EnrollmentList>();
    api.fetchEnrollments.mockReturnValue(fresh.promise);
    renderHook(() => useEnrollments(true), { wrapper });
    expect(selectLoadingCount(store.getState())).toBe(1);
    expect(store.getState().user.enrollments).toBeNull();

    await fresh.answer(
      list(enrollment(1, 2, 'Genel'), enrollment(2, 1, 'E-YDS Deneme Sınavı'), enrollment(3, 1, 'Genel')),
    );
    expect(selectCourseEnrollments(store.getState()).map((item) => item.id)).toEqual([3, 1]);
    expect(selectQuizEnrollments(store.getState()).map((item) => item.id)).toEqual([2]);
    expect(selectLoadingCount(store.getState())).toBe(0);
  });

  it('holds the copy kept on the device from the first frame, then the fresh list (device first)', async () => {
    const { store, wrapper } = setup();
    api.keptCopies.enrollments.mockReturnValue({ value: list(enrollment(1, 2, 'Genel')), savedAt: 1000 });
    const fresh = held<EnrollmentList>();
    api.fetchEnrollments.mockReturnValue(fresh.promise);
    renderHook(() => useEnrollments(true), { wrapper });
    expect(selectCourseEnrollments(store.getState()).map((item) => item.id)).toEqual([1]);
    // Nothing waits for the read: the copy is on screen.
    expect(selectLoadingCount(store.getState())).toBe(0);

    await fresh.answer(list(enrollment(4, 1, 'Genel')));
    await waitFor(() => expect(selectCourseEnrollments(store.getState()).map((item) => item.id)).toEqual([4]));
  });

  it('asks for nothing and writes nothing while the read is not enabled', () => {
    const { store, wrapper } = setup();
    renderHook(() => useEnrollments(false), { wrapper });
    expect(api.fetchEnrollments).not.toHaveBeenCalled();
    expect(store.getState().user.enrollments).toBeNull();
  });

  it('holds the unread count less the reads made offline, and 0 once the server fails it (product.md section 8)', async () => {
    saveSession(
      { accessToken: 'a', idToken: null, refreshToken: null },
      { FirstName: 'A', LastName: 'B', UserName: 'ayse' },
    );
    queueWrite({ kind: 'notification-read', notificationId: 7 });
    const { store, wrapper } = setup();
    api.fetchUnreadCount.mockResolvedValueOnce(3);
    const { result } = renderHook(() => useUnreadCount(), { wrapper });
    await waitFor(() => expect(selectNotificationsCount(store.getState())).toBe(2));

    api.fetchUnreadCount.mockRejectedValueOnce(new ApiError('server', 'Server error', 500));
    await act(async () => void (await result.current.mutate()));
    expect(selectNotificationsCount(store.getState())).toBe(0);
  });

  it('holds the notifications newest first; a mark shows read at once, then the server’s list and count decide', async () => {
    const { store, wrapper } = setup();
    api.fetchNotifications.mockResolvedValueOnce([row(1, '2026-03-08T09:00:00Z'), row(2, '2026-03-10T09:00:00Z')]);
    const { result } = renderHook(() => useNotifications(), { wrapper });
    await waitFor(() => expect(selectAllNotifications(store.getState())?.map((item) => item.id)).toEqual([2, 1]));
    expect(selectNotificationsCount(store.getState())).toBe(2);

    const sent = held<{ id: number; sended: true }>();
    api.markNotificationRead.mockReturnValue(sent.promise);
    api.fetchNotifications.mockResolvedValue([row(1, '2026-03-08T09:00:00Z', true), row(2, '2026-03-10T09:00:00Z')]);
    api.fetchUnreadCount.mockResolvedValue(1);
    let marking: Promise<void> = Promise.resolve();
    act(() => {
      marking = result.current.markRead(1);
    });
    // Read on screen and in the bell before the server knows.
    await waitFor(() => expect(selectNotificationsCount(store.getState())).toBe(1));
    expect(selectAllNotifications(store.getState())?.find((item) => item.id === 1)?.sended).toBe(true);
    await sent.answer({ id: 1, sended: true });
    await act(async () => marking);
    expect(api.markNotificationRead).toHaveBeenCalledWith(1);
    await waitFor(() => expect(api.fetchNotifications).toHaveBeenCalledTimes(2));
  });

  it('rejects a mark the server refuses and shows the server’s list again', async () => {
    const { store, wrapper } = setup();
    api.fetchNotifications.mockResolvedValue([row(1, '2026-03-08T09:00:00Z')]);
    const { result } = renderHook(() => useNotifications(), { wrapper });
    await waitFor(() => expect(selectNotificationsCount(store.getState())).toBe(1));
    api.markNotificationRead.mockRejectedValue(new ApiError('request', 'Request failed: Not found', 404));
    await act(async () => {
      await expect(result.current.markRead(1)).rejects.toMatchObject({ status: 404 });
    });
    expect(selectAllNotifications(store.getState())?.[0]?.sended).toBe(false);
    expect(selectNotificationsCount(store.getState())).toBe(1);
  });
});
