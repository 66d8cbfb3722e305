import { reverseDecode } from '../lib/storage/reverse-encoding';
import { addFault, demoApiUrl, expect, signIn, test } from './support/fixtures';
import { recordRequestFrames, requestFrames } from './support/request-frames';

test.describe('learning content', () => {
  test('courses and practice exams come in two groups, each sorted by courseRef, with progress', async ({ page }) => {
    await signIn(page);
    const courses = page.getByTestId('course-enrollments').getByRole('link');
    const exams = page.getByTestId('exam-enrollments').getByRole('link');
    await expect(courses).toHaveCount(3);
    expect(await courses.evaluateAll((links) => links.map((link) => link.getAttribute('data-course-ref')))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(await exams.evaluateAll((links) => links.map((link) => link.getAttribute('data-course-ref')))).toEqual([
      '4',
      '5',
    ]);
    await expect(exams.nth(0)).toContainText('E-Yökdil Deneme Sınavı');
    await expect(exams.nth(1)).toContainText('E-YDS Deneme Sınavı');
    const b1 = courses.filter({ hasText: 'B1 Orta Seviye İngilizce' });
    await expect(b1.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    await expect(b1.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  test('continue where you left off opens the right section and topic', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Continue with Past Continuous' }).click();
    await page.waitForURL('**/CourseDetail/101/1002/5005');
    const topic = page.locator('#topic-5005');
    await expect(topic).toBeFocused();
    await expect(topic).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Ünite 2: Geçmiş Zamanlar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('today’s live classes count down to the start and offer a join link while live', async ({ page }) => {
    await signIn(page);
    const live = page.getByTestId('live-classes').getByRole('listitem');
    await expect(live).toHaveCount(2);
    await expect(live.nth(0)).toContainText('Live now');
    await expect(live.nth(1).getByTestId('live-countdown')).toHaveText(/^Starts in (\d+:)?\d\d:\d\d$/);
    const before = await live.nth(1).getByTestId('live-countdown').textContent();
    await expect(live.nth(1).getByTestId('live-countdown')).not.toHaveText(before ?? '');
    await live.nth(0).getByRole('link', { name: 'Join the live class' }).click();
    await page.waitForURL('**/ZoomGoster/9005');
    await expect(page.getByRole('link', { name: 'Join the live class' })).toHaveAttribute('href', /^https:\/\/zoom/);
  });

  test('a live class whose link leads to a foreign host offers no Join', async ({ page, request }) => {
    await signIn(page);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').value as string);
    const path = '/api/v1/materials/9005';
    const real = await request.get(`${demoApiUrl}${path}`, {
      headers: { tenant: 'root', Authorization: `Bearer ${reverseDecode(token) ?? ''}` },
    });
    expect(real.ok()).toBe(true);
    const body = JSON.stringify({ ...(await real.json()), url: 'https://evil.example/phish' });
    await addFault(request, { method: 'GET', path, status: 200, contentType: 'application/json', body, times: 10 });
    await page.goto('/ZoomGoster/9005');
    await expect(page.getByRole('alert').filter({ hasText: 'does not lead to a meeting service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the live class' })).toHaveCount(0);
    await expect(page.locator('a[href*="evil.example"]')).toHaveCount(0);
  });

  test('the later class keeps its start across reloads, so its countdown goes on counting down', async ({ page }) => {
    await signIn(page);
    await page.goto('/ZoomGoster/9027');
    const countdown = page.getByTestId('live-countdown');
    await expect(countdown).toHaveText(/^Starts in (\d+:)?\d\d:\d\d$/);
    const start = await page.locator('time').first().getAttribute('datetime');
    const secondsLeft = async () => {
      const [hours, minutes, seconds] = ((await countdown.textContent()) ?? '')
        .replace('Starts in ', '')
        .split(':')
        .map(Number);
      return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
    };
    const before = await secondsLeft();
    await expect.poll(secondsLeft).toBeLessThan(before);

    await page.reload();
    await expect(countdown).toBeVisible();
    expect(await page.locator('time').first().getAttribute('datetime')).toBe(start);
    expect(await secondsLeft()).toBeLessThan(before);
  });

  test('marking topics updates the progress at once and survives a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/CourseDetail/101/1002/5005');
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    const inProgress = page.locator('#topic-5005');
    await inProgress.getByRole('button', { name: 'Mark as completed' }).click();
    await expect(inProgress.getByTestId('topic-status')).toHaveText('Completed');
    await expect(page.getByTestId('course-progress')).toHaveText('5 of 8 topics completed');

    const notStarted = page.locator('#topic-5006');
    await notStarted.getByRole('button', { name: 'Mark as started' }).click();
    await expect(notStarted.getByTestId('topic-status')).toHaveText('In progress');

    await page.reload();
    await expect(page.getByTestId('course-progress')).toHaveText('5 of 8 topics completed');
    await expect(page.locator('#topic-5005').getByTestId('topic-status')).toHaveText('Completed');
    await expect(page.locator('#topic-5006').getByTestId('topic-status')).toHaveText('In progress');
  });

  test('a failed save rolls the mark back and says so, above the phone’s bottom navigation', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.goto('/CourseDetail/101/1002/5005');
    await addFault(request, { method: 'PUT', path: '/api/v1/topiccompletions/5005', status: 500 });
    const topic = page.locator('#topic-5005');
    await topic.getByRole('button', { name: 'Mark as completed' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your progress could not be saved' });
    await expect(notice).toBeVisible();
    await expect(topic.getByTestId('topic-status')).toHaveText('In progress');
    // On a phone the notice sits above the bottom navigation, not under it.
    const [noticeBox, navigationBox] = [
      await notice.boundingBox(),
      await page.getByTestId('main-navigation').boundingBox(),
    ];
    expect(noticeBox && navigationBox && noticeBox.y + noticeBox.height <= navigationBox.y).toBe(true);
    await expect(page.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
  });

  test('the course pages load no video or PDF library', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      // The site's scripts; the head's formatter worker runs from a blob: URL made of its own inline code.
      if (response.request().resourceType() === 'script' && response.url().startsWith('http'))
        scripts.push(response.url());
    });
    await signIn(page);
    await page.goto('/CourseDetail/101');
    await expect(page.getByRole('heading', { level: 1, name: 'B1 Orta Seviye İngilizce' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect.soft(body, url).not.toMatch(/hls\.js|pdfjs|Plyr|pdf\.worker/i);
    }
  });

  test('the first load of the course list fetches no other screen; pointing at a course fetches it', async ({
    page,
  }) => {
    await signIn(page);
    const otherScreens: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      const otherPayload = search.includes('_rsc=') && !pathname.startsWith('/ogrenimIcerigi');
      const otherPageCode = /\/chunks\/app\/.*\/page-/.test(pathname) && !pathname.includes('/ogrenimIcerigi/');
      if (otherPayload || otherPageCode) otherScreens.push(pathname);
    });
    await page.goto('/ogrenimIcerigi');
    const b1 = page.getByTestId('course-enrollments').getByRole('link', { name: /B1 Orta Seviye İngilizce/ });
    await expect(b1.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    await page.waitForLoadState('networkidle');
    expect(otherScreens).toEqual([]);

    const courseFetched = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/CourseDetail/101'),
    );
    await b1.hover();
    await courseFetched;
  });

  test('the course list is on screen before its progress, exam history, page log and unread count are asked for', async ({
    page,
  }) => {
    await signIn(page);
    await recordRequestFrames(page, '[data-testid="course-enrollments"] a');
    await page.goto('/ogrenimIcerigi');
    const b1 = page.getByTestId('course-enrollments').getByRole('link', { name: /B1 Orta Seviye İngilizce/ });
    await expect(b1.getByTestId('course-progress')).toHaveText('4 of 8 topics completed');
    await page.waitForLoadState('networkidle');

    const { drawnFrame, requests } = await requestFrames(
      page,
      /\/(topiccompletions|solved-exams|videologdocmongo|notificationdetails)\//,
    );
    expect(requests.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/api/v1/topiccompletions/getbycourse/101',
        '/api/v1/solved-exams',
        '/api/v1/videologdocmongo',
      ]),
    );
    for (const { path, frame } of requests) expect(frame, path).toBeGreaterThan(drawnFrame ?? Infinity);
  });
});

test.describe('material screens', () => {
  test('a coding material runs in a sandboxed frame with a fallback link', async ({ page }) => {
    await signIn(page);
    await page.goto('/Code4EduGoster/9004');
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Code4Edu: Loops' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the exercise in a new tab' })).toHaveAttribute(
      'href',
      /exercise-1\.html$/,
    );
  });

  test('a guest redirect goes on to an allowed address and refuses any other', async ({ page }) => {
    await page.goto(`/MisafirRedirectPage/${encodeURIComponent('https://evil.example/steal')}`);
    await expect(page.getByRole('alert').filter({ hasText: 'evil.example' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/MisafirRedirectPage\//);

    await page.goto(`/MisafirRedirectPage/${encodeURIComponent('/loginProblem')}`);
    await page.waitForURL('**/loginProblem');
  });
});
