import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useState } from 'react';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { sendQueuedWrites } from '@/lib/offline/send-queued-writes';
import { saveSession } from '@/lib/session/session';
import { readUnsentWork, type UnsentWork } from '@/lib/shared-device/unsent-work';
import { makeStore } from '@/store/store';
import { SignOutDialog } from './sign-out-dialog';

jest.mock('@/lib/offline/send-queued-writes');
jest.mock('@/lib/shared-device/unsent-work', () => ({
  ...jest.requireActual<object>('@/lib/shared-device/unsent-work'),
  readUnsentWork: jest.fn(),
}));
const send = jest.mocked(sendQueuedWrites);
const lookUp = jest.mocked(readUnsentWork);

const oneChange: UnsentWork = { writes: 1, exams: [] };
const nothing: UnsentWork = { writes: 0, exams: [] };

/** What the account menu does around the dialog: it holds the work shown and signs out. */
function Menu({ signOut }: { signOut: () => void }) {
  const [work, setWork] = useState<UnsentWork | null>(oneChange);
  return (
    <>
      <p data-testid="asked">{work === null ? 'closed' : 'open'}</p>
      <SignOutDialog work={work} onWorkChange={setWork} signOut={signOut} />
    </>
  );
}

function renderDialog() {
  const signOut = jest.fn();
  render(
    <Provider store={makeStore()}>
      <LocaleProvider>
        <Menu signOut={signOut} />
      </LocaleProvider>
    </Provider>,
  );
  return signOut;
}

/** "Send, then sign out" pressed, with a send that the test lets finish and nothing left after it. */
async function sendingHeld() {
  let finish: () => void = () => undefined;
  send.mockReturnValue(new Promise((resolve) => (finish = () => resolve([]))));
  lookUp.mockResolvedValue(nothing);
  const signOut = renderDialog();
  const sendFirst = await screen.findByRole('button', { name: 'Send, then sign out' });
  act(() => sendFirst.click());
  expect(await screen.findByText('Sending…')).toBeVisible();
  return { signOut, finish: () => act(async () => finish()) };
}

beforeAll(() => {
  // jsdom has no modal dialogs or media queries.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  saveSession(
    { accessToken: 'a', idToken: null, refreshToken: null },
    { FirstName: 'A', LastName: 'B', UserName: 'ayse' },
  );
});

describe('SignOutDialog', () => {
  it('names the work left unsent and signs out keeping it, once', async () => {
    const signOut = renderDialog();
    expect(await screen.findByText('1 change made offline, not yet sent')).toBeVisible();
    const keep = screen.getByRole('button', { name: 'Sign out and keep them' });
    act(() => keep.click());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeDisabled();
  });

  it('sends first, then signs out once nothing is left', async () => {
    const { signOut, finish } = await sendingHeld();
    await finish();
    expect(send).toHaveBeenCalledWith('ayse');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('lets the student stay while sending, and then signs nobody out', async () => {
    const { signOut, finish } = await sendingHeld();
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toBeEnabled();
    act(() => stay.click());
    expect(screen.getByTestId('asked')).toHaveTextContent('closed');
    await finish();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('says what could not be sent and lets the student stay or sign out keeping it', async () => {
    send.mockRejectedValue(new Error('Server error'));
    lookUp.mockResolvedValue(oneChange);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signOut = renderDialog();
    const sendFirst = await screen.findByRole('button', { name: 'Send, then sign out' });
    act(() => sendFirst.click());
    expect(await screen.findByText(/Not everything could be sent \(1 left\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send, then sign out' })).toBeEnabled();
    expect(signOut).not.toHaveBeenCalled();
  });
});
