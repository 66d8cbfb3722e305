import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { ApiError } from '@/lib/api/api-error';
import * as endpoints from '@/lib/api/endpoints';
import { currentSessionId, saveSession } from '@/lib/session/session';
import { endSession, watchOtherTabs } from '@/lib/session/session-end';
import { sessionEndOnDemand } from '@/lib/shared-device/forget-student-on-demand';
import { sessionEndProgress } from '@/lib/shared-device/session-end-progress';
import { sessionKeys, storageKeys } from '@/lib/storage/keys';
import { reverseEncode } from '@/lib/storage/reverse-encoding';
import { writeStored } from '@/lib/storage/stored-value';
import type { EnrollmentList } from '@/lib/types';
import { makeStore } from '@/store/store';
import { AuthGate } from './auth-gate';

const replace = jest.fn();
const router = { replace };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/ogrenimIcerigi' }));
jest.mock('@/lib/api/endpoints', () => ({
  ...jest.requireActual<object>('@/lib/api/endpoints'),
  fetchEnrollments: jest.fn(),
}));
jest.mock('@/lib/shared-device/forget-student-on-demand');
const api = jest.mocked(endpoints);
const routine = { retrySessionEnd: jest.fn(), leaveWithoutRemoving: jest.fn() };
jest.mocked(sessionEndOnDemand).mockResolvedValue(routine as never);

const courses: EnrollmentList = {
  courseEnrollments: [
    {
      id: 1,
      courseID: 101,
      course: {
        id: 101,
        name: 'B1 Orta Seviye İngilizce',
        courseRef: 1,
        courseType: { name: 'Genel' },
        courseSections: [],
      },
    },
  ],
  unreadableCourses: [],
  userLastInfo: [],
  todaysLiveClass: [],
};

const signIn = () =>
  saveSession(
    { accessToken: 'access', idToken: null, refreshToken: null },
    { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: 'ayse' },
  );

function renderGate() {
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <Provider store={makeStore()}>
        <LocaleProvider>
          <AuthGate>
            <h1>My courses</h1>
          </AuthGate>
        </LocaleProvider>
      </Provider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionEndProgress.set(null);
});

describe('AuthGate', () => {
  it('checks the session, and sends a visitor without one to the home page', async () => {
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    await act(async () => undefined);
    expect(replace).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('heading', { name: 'My courses' })).not.toBeInTheDocument();
  });

  it('sends a stored token no request can carry to /loginProblem', async () => {
    signIn();
    writeStored(storageKeys.token, reverseEncode('access\r\nX-Injected: 1'));
    renderGate();
    await act(async () => undefined);
    expect(replace).toHaveBeenCalledWith('/loginProblem');
  });

  it('shows the page once the student’s courses are in', async () => {
    signIn();
    api.fetchEnrollments.mockResolvedValue(courses);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'My courses' })).toBeVisible();
  });

  it('explains a course list the server failed, with Try again and a way to sign out', async () => {
    signIn();
    api.fetchEnrollments.mockRejectedValueOnce(new ApiError('server', 'Server error', 503)).mockResolvedValue(courses);
    renderGate();
    expect(await screen.findByText('Your courses could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'My courses' })).toBeVisible();
  });

  it('draws nothing more of the student once the session ends, and says what could not be removed, with Try again', async () => {
    signIn();
    api.fetchEnrollments.mockResolvedValue(courses);
    renderGate();
    await screen.findByRole('heading', { name: 'My courses' });
    const id = currentSessionId();
    act(() => void endSession(id, 'sign-out', '/'));
    expect(screen.queryByRole('heading', { name: 'My courses' })).not.toBeInTheDocument();
    expect(await screen.findByText('Signing out…')).toBeVisible();

    act(() =>
      sessionEndProgress.set({ sessionId: id ?? '', cause: 'sign-out', phase: 'failed', failed: ['keptAnswers'] }),
    );
    expect(await screen.findByText('Some of your data is still on this device')).toBeVisible();
    expect(screen.getByTestId('not-removed')).toHaveTextContent(
      'Your course list, courses and notifications kept for a slow connection',
    );
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(routine.retrySessionEnd).toHaveBeenCalledWith(expect.objectContaining({ id, cause: 'sign-out' }));
    await act(async () => screen.getByRole('button', { name: 'Leave without removing it' }).click());
    expect(routine.leaveWithoutRemoving).toHaveBeenCalledTimes(1);
  });

  it('leaves the student’s screens when another tab ends the session', async () => {
    signIn();
    api.fetchEnrollments.mockResolvedValue(courses);
    renderGate();
    await screen.findByRole('heading', { name: 'My courses' });
    // Another tab signed out: the stored session is gone, and this tab hears of it.
    sessionKeys.forEach((key) => localStorage.removeItem(key));
    watchOtherTabs('/');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.sessionId })));
    expect(screen.queryByRole('heading', { name: 'My courses' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your session ended in another tab.')).toBeVisible();
  });
});
