import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { ApiError } from '@/lib/api/api-error';
import * as endpoints from '@/lib/api/endpoints';
import { makeStore } from '@/store/store';
import { loadUnreadCount } from '@/store/user-loads';
import { NotificationsScreen } from './notifications-screen';

jest.mock('@/lib/api/endpoints');
jest.mock('next/navigation', () => ({ usePathname: () => '/notifs' }));
const api = jest.mocked(endpoints);

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('NotificationsScreen', () => {
  it('keeps the error panel while the bell’s unread count reloads', async () => {
    const store = makeStore();
    api.fetchNotifications.mockRejectedValue(new ApiError('server', 'Server error', 500));
    render(
      <Provider store={store}>
        <LocaleProvider>
          <NotificationsScreen />
        </LocaleProvider>
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();

    // The 60 s refresh of the count, still waiting for the server.
    api.fetchUnreadCount.mockReturnValue(new Promise(() => undefined));
    act(() => void store.dispatch(loadUnreadCount()));

    expect(store.getState().user.loadingCount).toBe(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('Loading your notifications…')).not.toBeInTheDocument();
  });

  it('shows the list as busy while its own reload runs', async () => {
    const store = makeStore();
    api.fetchNotifications.mockRejectedValue(new ApiError('server', 'Server error', 500));
    render(
      <Provider store={store}>
        <LocaleProvider>
          <NotificationsScreen />
        </LocaleProvider>
      </Provider>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.fetchNotifications.mockReturnValue(new Promise(() => undefined));
    act(() => retry.click());
    expect(await screen.findByText('Loading your notifications…')).toBeVisible();
  });
});
