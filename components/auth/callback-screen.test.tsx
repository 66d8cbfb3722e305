import { render, screen, waitFor } from '@testing-library/react';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { ApiError } from '@/lib/api/api-error';
import { LoginError } from '@/lib/auth/login-error';
import { completeCallback } from '@/lib/auth/login-flow';
import type { User } from '@/lib/types';
import { CallbackScreen } from './callback-screen';

jest.mock('@/lib/auth/login-flow', () => ({ completeCallback: jest.fn() }));
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));
const complete = jest.mocked(completeCallback);

const renderScreen = () =>
  render(
    <LocaleProvider>
      <CallbackScreen />
    </LocaleProvider>,
  );

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/callback?code=one-use&state=s1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CallbackScreen', () => {
  it('says it is signing in, drops the single-use code from the address and opens the courses', async () => {
    complete.mockResolvedValue({ kind: 'signed-in', user: {} as User });
    renderScreen();
    expect(screen.getByText('Signing you in…')).toBeVisible();
    expect(window.location.search).toBe('');
    expect(complete.mock.calls[0]?.[0].toString()).toBe('code=one-use&state=s1');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/ogrenimIcerigi'));
  });

  it('refuses a return it cannot verify and offers signing in again', async () => {
    complete.mockResolvedValue({ kind: 'refused', reason: 'state-mismatch' });
    renderScreen();
    expect(await screen.findByText(/could not be verified/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('gives a failed sign-in its own words, and any other failure the catalogue’s', async () => {
    complete.mockRejectedValue(new LoginError('invalid-user'));
    const { unmount } = renderScreen();
    expect(
      await screen.findByText('Your user information could not be read. Please contact the school.'),
    ).toBeVisible();
    unmount();

    complete.mockRejectedValue(new ApiError('no-response', 'offline'));
    renderScreen();
    expect(await screen.findByText('No response from server')).toBeVisible();
    expect(screen.queryByText(/user information/)).toBeNull();
  });
});
