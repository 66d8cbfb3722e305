import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { useUnreadCount } from '@/hooks/api/use-unread-count';
import { ApiError } from '@/lib/api/api-error';
import * as endpoints from '@/lib/api/endpoints';
import { makeStore } from '@/store/store';
import { selectLoadingCount } from '@/store/user-slice';
import { NotificationsScreen } from './notifications-screen';

jest.mock('@/lib/api/endpoints');
jest.mock('next/navigation', () => ({ usePathname: () => '/notifs' }));
const api = jest.mocked(endpoints);

/** The bell's count, read as the shell reads it beside the screen. */
function Bell() {
  useUnreadCount();
  return null;
}

function renderScreen(store = makeStore()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <Provider store={store}>
        <LocaleProvider>
          <NotificationsScreen />
          <Bell />
        </LocaleProvider>
      </Provider>
    </SWRConfig>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('NotificationsScreen', () => {
  it('keeps the error panel while the bell’s unread count is still loading', async () => {
    api.fetchNotifications.mockRejectedValue(new ApiError('server', 'Server error', 500));
    // The count's read, still waiting for the server.
    api.fetchUnreadCount.mockReturnValue(new Promise(() => undefined));
    const store = renderScreen();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    // The store's loading counter counts the count's read, not the list's.
    expect(selectLoadingCount(store.getState())).toBe(1);
    expect(screen.queryByText('Loading your notifications…')).not.toBeInTheDocument();
  });

  it('shows the list as busy while its own reload runs', async () => {
    api.fetchNotifications.mockRejectedValue(new ApiError('server', 'Server error', 500));
    api.fetchUnreadCount.mockResolvedValue(0);
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    api.fetchNotifications.mockReturnValue(new Promise(() => undefined));
    act(() => retry.click());
    expect(await screen.findByText('Loading your notifications…')).toBeVisible();
  });
});
