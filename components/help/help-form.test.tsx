import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/components/__fixtures__/fake-api';
import { renderScreen, signInAyse } from '@/components/__fixtures__/screens';
import { apiPaths } from '@/lib/api/endpoints';
import { saveSession } from '@/lib/session/session';
import { queuedWrites } from '@/lib/offline/stored-write-queue';
import { HelpForm } from './help-form';
import { HelpWords } from './help-words';

jest.mock('@/lib/api/product-api', () => jest.requireActual('@/components/__fixtures__/fake-api'));

const subject = 'No sound';
const message = 'Silent on my phone.';

// Typed without a pause between keys: what is typed matters here, not how fast.
const user = userEvent.setup({ delay: null });

const renderForm = () =>
  renderScreen(
    <HelpWords>
      <HelpForm />
    </HelpWords>,
  );

async function fillIn() {
  await user.type(screen.getByLabelText('Subject'), subject);
  await user.selectOptions(screen.getByLabelText('Category'), 'Video lessons');
  await user.type(screen.getByLabelText('Message'), message);
}

const send = () => user.click(screen.getByRole('button', { name: 'Send' }));
const toasts = () => screen.getByTestId('toasts');
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

beforeAll(() => {
  // jsdom has no media queries: a screen with no preference for reduced motion.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

beforeEach(async () => {
  localStorage.clear();
  fakeApi.reset();
  setOnline(true);
  await signInAyse();
});
afterAll(() => setOnline(true));

describe('HelpForm', () => {
  it('refuses an empty form at each field, focusing the first, and sends nothing', async () => {
    await renderForm();
    await send();

    expect(screen.getByText('Enter a subject.')).toBeVisible();
    expect(screen.getByText('Choose a category.')).toBeVisible();
    expect(screen.getByText('Describe your problem.')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(fakeApi.requests()).toEqual([]);
  });

  it('sends the request with the device’s details, thanks the student and empties the form', async () => {
    fakeApi.answer(apiPaths.helpRequests, { id: 1, requestId: 'r', receivedAt: '2026-11-28T10:00:00.000Z' });
    await renderForm();
    await fillIn();
    await send();

    expect(await within(toasts()).findByText('Thank you. Your message was sent to the school.')).toBeVisible();
    const [sent] = fakeApi.requests();
    expect(sent).toMatchObject({
      method: 'POST',
      path: apiPaths.helpRequests,
      body: { subject, category: 'videos', message, screenshot: null, locale: 'en-US' },
    });
    expect(sent?.body).toHaveProperty('device.userAgent', navigator.userAgent);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('says it is sending while the request is on its way, and sends it once however often Send is pressed', async () => {
    fakeApi.hang(apiPaths.helpRequests);
    await renderForm();
    await fillIn();
    await send();

    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(fakeApi.requests().filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('keeps what the student wrote when the server refuses it, and says why', async () => {
    fakeApi.answer(apiPaths.helpRequests, { message: 'Server error' }, 500);
    await renderForm();
    await fillIn();
    await send();

    expect(await within(toasts()).findByText(/Your message could not be sent \(Server error\)/)).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveValue(subject);
    expect(screen.getByLabelText('Message')).toHaveValue(message);
  });

  it('brings back the student’s draft kept on the device, and never another student’s', async () => {
    const first = await renderForm();
    await user.type(screen.getByLabelText('Subject'), subject);
    first.unmount();

    const again = await renderForm();
    expect(screen.getByLabelText('Subject')).toHaveValue(subject);
    expect(screen.getByRole('button', { name: 'Discard the draft' })).toBeVisible();
    again.unmount();

    saveSession(
      { accessToken: 'access-2', idToken: null, refreshToken: null },
      { FirstName: 'Mehmet', LastName: 'Demir', UserName: 'mehmet.demir' },
    );
    await renderForm();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('offline, keeps the request on the device to be sent when the connection returns', async () => {
    setOnline(false);
    await renderForm();
    expect(screen.getByTestId('help-offline-note')).toBeVisible();
    await fillIn();
    await send();

    expect(
      await within(toasts()).findByText('You are offline. Your message will be sent when the connection returns.'),
    ).toBeVisible();
    expect(fakeApi.requests()).toEqual([]);
    expect(queuedWrites('ayse.yilmaz')).toEqual([
      expect.objectContaining({ kind: 'help-request', request: expect.objectContaining({ subject, message }) }),
    ]);
  });
});
