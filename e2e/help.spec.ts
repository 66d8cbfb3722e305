import type { APIRequestContext, Page } from '@playwright/test';
import { addFault, demoApiUrl, expect, signIn, students, openAccountMenu, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';

interface ReceivedHelpRequest {
  subject: string;
  category: string;
  message: string;
  screenshot: { fileName: string; dataUrl: string } | null;
  device: Record<string, string>;
  locale: string;
}

/** What the demo API stored for the student (docs/api.md, demo-only controls). */
async function receivedHelpRequests(request: APIRequestContext): Promise<ReceivedHelpRequest[]> {
  const response = await request.get(`${demoApiUrl}/__demo/helprequests?user=${students.ayse.username}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedHelpRequest[];
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const field = {
  subject: (page: Page) => page.getByRole('textbox', { name: 'Subject' }),
  category: (page: Page) => page.getByRole('combobox', { name: 'Category' }),
  message: (page: Page) => page.getByRole('textbox', { name: 'Message' }),
  screenshot: (page: Page) => page.getByLabel('Screenshot (optional)'),
};

async function openHelp(page: Page) {
  await signIn(page);
  await page.getByRole('link', { name: 'Help' }).click();
  await page.waitForURL('**/yardim');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
}

async function fillGoodForm(page: Page, subject = 'The exam timer') {
  await field.subject(page).fill(subject);
  await field.category(page).selectOption({ label: 'Practice exams' });
  await field.message(page).fill('The countdown kept running while my phone was locked. Is that right?');
}

test.describe('help', () => {
  test('the common questions open as disclosures and are found whatever the case and accents', async ({ page }) => {
    await openHelp(page);
    const list = page.getByTestId('faq-list');
    const question = list.getByText('How is the time of a practice exam counted?');
    await question.click();
    await expect(list.getByText(/The time starts when you open the exam/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search the answers' }).fill('NIGHT MODE');
    await expect(page.getByTestId('faq-result-count')).toHaveText('1 answer found');
    await expect(list.getByTestId('faq-question')).toHaveText(['How do I turn on night mode?']);

    await openAccountMenu(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.keyboard.press('Escape');
    const search = page.getByRole('searchbox', { name: 'Yanıtlarda ara' });
    // Typed on a phone without Turkish letters, in capitals: "SINAV" is "sınav".
    await search.fill('SINAVINDA SURE');
    await expect(page.getByTestId('faq-result-count')).toHaveText('1 yanıt bulundu');
    await expect(list.getByTestId('faq-question')).toHaveText(['Deneme sınavında süre nasıl işler?']);
    await search.fill('İNDİRME');
    await expect(list.getByTestId('faq-question')).toHaveText(['İndirme hakkım nedir?']);
    await search.fill('zzz');
    await expect(page.getByTestId('faq-result-count')).toHaveText('Aramanıza uyan yanıt yok.');
  });

  test('the form refuses bad input at the field and sends nothing', async ({ page, request }) => {
    await openHelp(page);
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await expect(field.subject(page)).toBeFocused();
    await expect(field.subject(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field.subject(page)).toHaveAccessibleDescription('Enter a subject.');
    await expect(field.category(page)).toHaveAccessibleDescription('Choose a category.');
    await expect(field.message(page)).toHaveAccessibleDescription(/Describe your problem\.$/);
    await expect(field.message(page)).toHaveAttribute('rows', '6');

    await field.subject(page).fill('Video');
    await expect(field.subject(page)).toHaveAttribute('aria-invalid', 'false');
    await field.category(page).selectOption({ label: 'Video lessons' });
    await field.message(page).fill('broken');
    await expect(field.message(page)).toHaveAccessibleDescription(/Write at least 10 characters/);
    await field.message(page).fill('The video stops after one minute.');

    await field
      .screenshot(page)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(field.screenshot(page)).toHaveAccessibleDescription(/Attach an image: PNG, JPEG, WebP or GIF\.$/);
    await field
      .screenshot(page)
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_000_001) });
    await expect(field.screenshot(page)).toHaveAccessibleDescription(/This image is larger than 2 MB/);
    await send.click();
    await expect(field.screenshot(page)).toBeFocused();
    expect(await receivedHelpRequests(request)).toEqual([]);
  });

  test('a good request reaches the school with the device info and a toast says so', async ({ page, request }) => {
    await openHelp(page);
    await fillGoodForm(page);
    await field.screenshot(page).setInputFiles({ name: 'timer.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByRole('button', { name: 'Send' }).click();

    const toast = page.getByTestId('toasts').getByRole('status');
    await expect(toast).toHaveText('Thank you. Your message was sent to the school.');
    await expect(field.subject(page)).toHaveValue('');

    const navigatorFields = await page.evaluate(() => ({
      userAgent: navigator.userAgent,
      appVersion: navigator.appVersion,
      platform: navigator.platform,
      vendor: navigator.vendor,
    }));
    const received = await receivedHelpRequests(request);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      subject: 'The exam timer',
      category: 'exams',
      message: 'The countdown kept running while my phone was locked. Is that right?',
      locale: 'en-US',
      screenshot: { fileName: 'timer.png', dataUrl: `data:image/png;base64,${onePixelPng.toString('base64')}` },
      device: { ...navigatorFields, browserName: 'Chrome', browserVersion: expect.stringMatching(/^\d+\./) },
    });
    expect(received[0]?.device.osName).not.toBe('Unknown');
  });

  test('a draft leaves the device when the session ends: after a 401 and after sign-out', async ({
    page,
    request,
    baseURL,
  }) => {
    const storedDraft = () => page.evaluate(() => localStorage.getItem('help_draft'));
    await openHelp(page);
    await fillGoodForm(page, 'Before the session expired');
    await expect.poll(storedDraft).not.toBeNull();
    await addFault(request, {
      path: '/api/v1/courseenrollments/userEnrollmentsSimple',
      status: 401,
      body: '{"message":"Unauthorized"}',
    });
    await page.goto('/notifs');
    await page.waitForURL('**/loginProblem');
    expect(await storedDraft()).toBeNull();

    // The next student finds an empty form, and their own draft goes when they sign out.
    await signIn(page, students.mehmet);
    await page.goto('/yardim');
    await expect(field.subject(page)).toHaveValue('');
    await expect(field.message(page)).toHaveValue('');
    await fillGoodForm(page, 'Before signing out');
    await expect.poll(storedDraft).not.toBeNull();
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/');
    expect(await storedDraft()).toBeNull();
  });

  test('a draft survives a reload, and discarding it asks first', async ({ page }) => {
    await openHelp(page);
    await fillGoodForm(page, 'Half written');
    await page.reload();
    await expect(field.subject(page)).toHaveValue('Half written');
    await expect(field.category(page)).toHaveValue('exams');
    await expect(field.message(page)).toHaveValue(/countdown kept running/);

    await page.getByRole('button', { name: 'Discard the draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep writing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(field.subject(page)).toHaveValue('Half written');

    await page.getByRole('button', { name: 'Discard the draft' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(field.subject(page)).toHaveValue('');
    await expect(field.subject(page)).toBeFocused();
    await page.reload();
    await expect(field.message(page)).toHaveValue('');
  });

  test('a request written offline is sent once the connection returns', async ({ page, context, request }) => {
    await page.clock.install();
    await openHelp(page);
    await waitForServiceWorker(page);
    // Offline answers must come from the service worker, never the HTTP cache: routing every
    // request turns that cache off (Playwright disables it while a route is set).
    await context.route('**/*', (route) => route.continue());
    await page.reload();
    await expect(field.subject(page)).toBeVisible();

    await context.setOffline(true);
    await fillGoodForm(page, 'Written on the bus');
    const offlineLoad = await page.reload();
    expect(offlineLoad?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('help-offline-note')).toHaveText(
      'You are offline. You can write and send your message now: it will be sent when the connection returns.',
    );
    await expect(field.subject(page)).toHaveValue('Written on the bus');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('toasts').getByRole('status')).toHaveText(
      'You are offline. Your message will be sent when the connection returns.',
    );
    // The request is the one change waiting: pages opened offline are not logged (decision 51).
    await expect(page.getByTestId('queued-writes')).toContainText('1 change will be sent when you are back online.');
    const queuedKinds = await page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('offline_writes') ?? '{"value":[]}') as { value: Array<{ kind: string }> }
      ).value.map((write) => write.kind),
    );
    expect(queuedKinds).toEqual(['help-request']);
    expect(await receivedHelpRequests(request)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByTestId('queued-writes')).toHaveCount(0);
    const received = await receivedHelpRequests(request);
    expect(received.map((item) => item.subject)).toEqual(['Written on the bus']);
    expect(received[0]?.device.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
  });
});
