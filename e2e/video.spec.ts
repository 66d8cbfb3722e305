import type { APIRequestContext, Page } from '@playwright/test';
import { stallRules } from '../lib/video/stall-watch';
import { addFault, demoApiUrl, expect, signIn, siteApiUrl, test } from './support/fixtures';

/** Seeded videos (demo/seed/courses.mjs): 9001 is the 12 s HLS clip and guest-shared, 9003 the 8 s MP4. */
const hlsVideo = { id: 9001, title: 'Konu Anlatımı: Present Simple ve Present Continuous' };
const mp4Video = { id: 9003, title: 'Vocabulary: Home and Family' };
const masterPlaylist = '/media/hls/lesson-1/master.m3u8';
const renditions = ['144p', '240p', '360p'];

const currentTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
const paused = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused);

/** Where what the video has buffered starts, in seconds; null while nothing is. */
const bufferedFrom = (page: Page) =>
  page
    .locator('video')
    .evaluate((video: HTMLVideoElement) => (video.buffered.length > 0 ? video.buffered.start(0) : null));

/** Playing, and at the end of what it has buffered: waiting for data that does not come. */
const waitingForData = (page: Page) =>
  page
    .locator('video')
    .evaluate(
      (video: HTMLVideoElement) =>
        !video.paused &&
        video.readyState <= HTMLMediaElement.HAVE_CURRENT_DATA &&
        video.buffered.length > 0 &&
        video.currentTime >= video.buffered.end(video.buffered.length - 1) - 0.2,
    );

/** Playback moves in real time: polled every 100 ms, not at the default back-off's second apart. */
async function expectPlaying(page: Page, seconds: number) {
  await expect.poll(() => currentTime(page), { timeout: 15_000, intervals: [100] }).toBeGreaterThan(seconds);
  expect(await paused(page)).toBe(false);
}

/**
 * Plyr hides its controls while a video plays and the pointer rests, and brings them back when it
 * moves over the player, as a student's mouse does before a click on one of them. (A click on a
 * hidden control waits for the video to end, when Plyr shows them again.)
 */
const showControls = (page: Page) => page.locator('div.plyr').hover({ position: { x: 8, y: 8 } });

/** One tap on the poster's Play: it downloads the player and starts the video. */
async function playUntil(page: Page, title: string, seconds: number) {
  await page.getByRole('button', { name: `Play, ${title}` }).click();
  await expectPlaying(page, seconds);
}

/** Marker strings of the engines' chunks: Plyr's control class, hls.js's manifest event. */
const engines = { plyr: 'plyr__control', hls: 'MANIFEST_PARSED' };

/**
 * Which engines the scripts the page itself has loaded so far contain. The service worker's
 * precache downloads every chunk in the background; that is not the page asking for them.
 */
function recordEngineScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && !request.serviceWorker()) bodies.push(response.text().catch(() => ''));
  });
  return async () => {
    const scripts = await Promise.all(bodies);
    return Object.entries(engines)
      .filter(([, marker]) => scripts.some((body) => body.includes(marker)))
      .map(([engine]) => engine);
  };
}

/** Opens a video page, checks that neither engine arrives before Play and that one tap plays. */
async function playOnFirstTap(page: Page, path: string, title: string) {
  const engineScripts = recordEngineScripts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const play = page.getByRole('button', { name: `Play, ${title}` });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await engineScripts()).toEqual([]);
  await expect(page.locator('video')).toHaveCount(0);

  // The poster holds the player's place: the box does not change when the player arrives.
  const player = page.getByRole('group', { name: title });
  const before = await player.boundingBox();
  await play.click();
  await expectPlaying(page, 0.5);
  expect(await engineScripts()).toEqual(['plyr', 'hls']);
  const after = await player.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
}

/** The renditions of lesson-1 whose segments (or one segment) the page asked for, in order. */
function recordSegmentRequests(page: Page, segment = 'segment-\\d+') {
  const requested: string[] = [];
  const pattern = new RegExp(`/media/hls/lesson-1/(\\d+p)/${segment}\\.m4s$`);
  page.on('request', (request) => {
    const match = pattern.exec(request.url());
    if (match?.[1]) requested.push(match[1]);
  });
  return requested;
}

test.describe('video lessons', () => {
  test('the HLS video plays and switches to the quality chosen in Plyr’s menu', async ({ page }) => {
    await signIn(page);
    const segments = recordSegmentRequests(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hlsVideo.title })).toBeVisible();
    await expect(page.getByRole('group', { name: hlsVideo.title })).toBeVisible();
    await playUntil(page, hlsVideo.title, 1);
    // Paused, so the 12 s clip cannot run out while the menu is worked on a slow machine.
    await page.keyboard.press('k');
    await expect.poll(() => paused(page)).toBe(true);

    // A rendition hls.js has not loaded yet, so its segments can only come from the switch.
    const chosen = renditions.find((rendition) => !segments.includes(rendition)) ?? '144p';
    const before = segments.length;
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: /Quality\s*Auto/ }).click();
    for (const rendition of renditions)
      await expect(page.getByRole('menuitemradio', { name: rendition })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'Auto' })).toBeChecked();
    await page.getByRole('menuitemradio', { name: chosen }).click();

    // Plyr goes back to the menu's first panel, which shows the choice.
    await expect(page.getByRole('menuitem', { name: new RegExp(`Quality\\s*${chosen}`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('k');
    await expect.poll(() => paused(page)).toBe(false);
    await expect.poll(() => segments.slice(before), { timeout: 10_000 }).toContain(chosen);
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => `${video.videoHeight}p`), {
        timeout: 10_000,
      })
      .toBe(chosen);

    // Plyr's icons come from the site, and nothing from a CDN.
    expect(requested).toContain(`${new URL(page.url()).origin}/plyr/plyr.svg`);
    // A blob: URL is the page's own (the head's formatter worker): its origin is the site's.
    expect(requested.filter((url) => !new URL(url).origin.startsWith('http://localhost:'))).toEqual([]);
  });

  test('the MP4 video plays in the general player', async ({ page }) => {
    await signIn(page);
    await page.goto(`/VideoGoster/${mp4Video.id}`);
    await expect(page.getByRole('heading', { level: 1, name: mp4Video.title })).toBeVisible();
    await playUntil(page, mp4Video.title, 1);
    await expect(page.locator('video')).toHaveAttribute('src', `${siteApiUrl}/media/mp4/lesson-2.mp4`);

    // Plyr's shortcuts work while focus is in the player: k toggles playback. Paused, the 8 s clip
    // cannot run out while the menu is worked on a slow machine, and Plyr keeps its controls shown.
    await page.keyboard.press('k');
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);

    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('menuitem', { name: /Quality/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: /Speed\s*Normal/ }).click();
    await page.getByRole('menuitemradio', { name: '1.5×' }).click();
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(1.5);
    await expect(page.getByRole('button', { name: 'Enter fullscreen' })).toBeVisible();
  });

  test('reopening a video resumes where the student paused', async ({ page }) => {
    await signIn(page);
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await playUntil(page, hlsVideo.title, 4);
    // The player holds the focus since the tap on Play: its shortcut pauses.
    await page.keyboard.press('k');
    await expect.poll(() => paused(page)).toBe(true);
    const pausedAt = await currentTime(page);

    await page.getByRole('link', { name: 'My courses' }).click();
    await page.waitForURL('**/ogrenimIcerigi');
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await page.getByRole('button', { name: `Play, ${hlsVideo.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Resumed at 0:0\d$/ })).toHaveText(
      `Resumed at 0:0${Math.floor(pausedAt)}`,
    );
    expect(await currentTime(page)).toBeGreaterThanOrEqual(pausedAt - 0.05);
    await expectPlaying(page, pausedAt + 0.5);
  });

  test('a missing stream is explained and Retry sets the player up again', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { path: masterPlaylist, status: 404, times: 1 });
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await page.getByRole('button', { name: `Play, ${hlsVideo.title}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This video could not be found on the server.' }),
    ).toBeVisible();
    // Retry is a press too: the player comes back playing.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectPlaying(page, 1);
    // The Retry button went away; the focus stayed in the player.
    expect(
      await page
        .getByRole('group', { name: hlsVideo.title })
        .evaluate((group) => group.contains(document.activeElement)),
    ).toBe(true);
  });

  test('a network failure is explained and Retry recovers', async ({ page }) => {
    await signIn(page);
    await page.route(`${siteApiUrl}${masterPlaylist}`, (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await page.getByRole('button', { name: `Play, ${hlsVideo.title}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The video could not be loaded. Check your connection' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectPlaying(page, 1);
  });

  test('resumed mid-stream, its first buffered range far from 0, past a segment that hangs: it plays on by itself', async ({
    page,
    request,
  }) => {
    await signIn(page);
    // Where the student stopped last time (as the player keeps it): the stream is buffered from 6 s on.
    await page.evaluate(
      (saved) => localStorage.setItem('video_positions', JSON.stringify({ value: saved, savedAt: Date.now() })),
      { [hlsVideo.id]: { position: 6.5, duration: 12, savedAt: Date.now() } },
    );
    // The next segment (8–10 s) starts and never ends, in every rendition: playback reaches it and
    // stops. (hls.js itself would wait two minutes for it.)
    for (const rendition of renditions)
      await addFault(request, { path: `/media/hls/lesson-1/${rendition}/segment-04.m4s`, endless: true, times: 20 });
    const hanging = recordSegmentRequests(page, 'segment-04');
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await page.getByRole('button', { name: `Play, ${hlsVideo.title}` }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Resumed at/ })).toHaveText('Resumed at 0:06');
    await expect.poll(() => bufferedFrom(page)).toBeGreaterThan(5);

    // Stopped there, and the segment would now arrive: within the watchdog's few seconds it loads
    // the stream again and plays on. (The watchdog's clock is the page's, but playback runs on the
    // media's own: moving the page's clock on would race the stop, so the seconds pass as a student's do.)
    await expect.poll(() => waitingForData(page), { timeout: 15_000 }).toBe(true);
    const asked = hanging.length;
    const cleared = await request.delete(`${demoApiUrl}/__demo/faults`);
    expect(cleared.ok()).toBe(true);
    await expectPlaying(page, 9);
    expect(hanging.length).toBeGreaterThan(asked);
    await expect(page.getByRole('group', { name: hlsVideo.title }).getByRole('alert')).toHaveCount(0);
  });

  test('a video that cannot start again says so in words, and Try again plays on from where it stopped', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signIn(page);
    for (const rendition of renditions)
      await addFault(request, { path: `/media/hls/lesson-1/${rendition}/segment-02.m4s`, endless: true, times: 20 });
    const hanging = recordSegmentRequests(page, 'segment-02');
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await playUntil(page, hlsVideo.title, 3.5);
    await expect.poll(() => waitingForData(page), { timeout: 15_000 }).toBe(true);
    const stoppedAt = await currentTime(page);

    // The watchdog loads the stream again, then asks for a lower rendition: the segment never comes.
    for (const step of ['reload', 'lower rendition']) {
      const asked = hanging.length;
      await page.clock.fastForward(stallRules.stallAfterMs);
      await expect.poll(() => hanging.length, { message: step }).toBeGreaterThan(asked);
      await expect.poll(() => waitingForData(page), { message: step, timeout: 15_000 }).toBe(true);
    }
    // Then the student is told, in words, with a way to try again.
    await page.clock.fastForward(stallRules.stallAfterMs);
    await expect(page.getByRole('alert').filter({ hasText: 'The video stopped' })).toContainText(
      'The video stopped and did not start again. Check your connection and try again.',
    );

    const cleared = await request.delete(`${demoApiUrl}/__demo/faults`);
    expect(cleared.ok()).toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Resumed at/ })).toHaveText(
      `Resumed at 0:0${Math.floor(stoppedAt)}`,
    );
    await expectPlaying(page, stoppedAt + 0.5);
  });

  test('a guest watches a shared video signed out, as Misafir', async ({ page }) => {
    await playOnFirstTap(page, `/misafirGirisi/${hlsVideo.id}`, hlsVideo.title);
    await expect(page.getByText('Watching as Misafir')).toBeVisible();
  });

  test('a guest link to a video that is not shared says so', async ({ page }) => {
    await page.goto(`/misafirGirisi/${mp4Video.id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This video is not shared' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('the video screen downloads neither Plyr nor hls.js before Play, and one tap plays', async ({ page }) => {
    await signIn(page);
    await playOnFirstTap(page, `/VideoGoster/${hlsVideo.id}`, hlsVideo.title);
  });

  test('from the keyboard, Enter on the poster plays and the player keeps the focus', async ({ page }) => {
    await signIn(page);
    await page.goto(`/VideoGoster/${mp4Video.id}`);
    await expect(page.getByText('Length 0:08')).toBeVisible();
    const play = page.getByRole('button', { name: `Play, ${mp4Video.title}` });
    await play.focus();
    await page.keyboard.press('Enter');
    await expectPlaying(page, 0.5);
    // Focus moved to Plyr's play control, so its shortcuts work at once: k pauses.
    await page.keyboard.press('k');
    await expect.poll(() => paused(page)).toBe(true);
  });

  test('the course list downloads neither Plyr nor hls.js', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await signIn(page);
    await expect(page.getByTestId('course-enrollments')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('plyr__control') || body.includes('MANIFEST_PARSED'))).toEqual([]);
  });

  for (const width of [320, 375]) {
    test(`at ${width} px every control fits, the seek bar is wide and a click on it seeks`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await signIn(page);
      await page.goto(`/VideoGoster/${hlsVideo.id}`);
      await playUntil(page, hlsVideo.title, 0.5);
      await page.keyboard.press('k');
      await expect.poll(() => paused(page)).toBe(true);

      const seek = page.getByRole('slider', { name: 'Seek' });
      const bar = await seek.boundingBox();
      expect(bar?.width).toBeGreaterThanOrEqual(120);
      expect(bar?.height).toBeGreaterThanOrEqual(24);
      // The volume slider gives way on a phone; every button left is whole, on screen and big enough.
      await expect(page.getByRole('slider', { name: 'Volume' })).toBeHidden();
      const player = await page.locator('div.plyr').boundingBox();
      const buttons = page.locator('.plyr__controls button:visible');
      expect(await buttons.count()).toBeGreaterThanOrEqual(4);
      for (const box of await buttons.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.left).toBeGreaterThanOrEqual(player?.x ?? 0);
        expect(box.right).toBeLessThanOrEqual((player?.x ?? 0) + (player?.width ?? 0));
      }

      // Three quarters along the 12 s clip: about 9 s.
      await seek.click({ position: { x: (bar?.width ?? 0) * 0.75, y: (bar?.height ?? 0) / 2 } });
      await expect.poll(() => currentTime(page), { intervals: [100] }).toBeGreaterThan(7.5);
      expect(await currentTime(page)).toBeLessThan(10.5);
    });
  }

  test('captions show by default, a chosen language is kept after a reload', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await expect(page.locator('video track[kind="captions"]')).toHaveCount(0);
    await playUntil(page, hlsVideo.title, 0.5);
    await expect(page.locator('video track[kind="captions"]')).toHaveCount(2);
    const captions = page.locator('.plyr__captions');
    await expect(captions).toContainText(/present simple|present continuous|sleeping late/i);
    await page.keyboard.press('k');
    await expect.poll(() => paused(page)).toBe(true);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: /Captions\s*English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
    await expect(captions).toContainText(/kullanırız|uyuyorum/);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('video_captions') ?? 'null') as { value: unknown } | null,
    );
    expect(stored?.value).toEqual({ language: 'tr' });

    // Opening the video is no choice: Plyr's own start-up leaves the stored choice alone, load after load.
    for (const load of ['first', 'second']) {
      await page.reload();
      await playUntil(page, hlsVideo.title, 0.5);
      await expect(captions, `${load} load after the choice`).toContainText(/kullanırız|uyuyorum/);
      await showControls(page);
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('menuitem', { name: /Captions\s*Türkçe/ })).toBeVisible();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('video_captions') ?? 'null')?.value)).toEqual({
        language: 'tr',
      });
    }
  });

  test('the file player shows the material’s captions too, and turning them off is remembered', async ({ page }) => {
    await signIn(page);
    await page.goto(`/VideoGoster/${mp4Video.id}`);
    await playUntil(page, mp4Video.title, 0.5);
    await expect(page.locator('video track[kind="captions"][srclang="en"]')).toHaveCount(1);
    await expect(page.locator('.plyr__captions')).toContainText(/Home and family|small house/);
    await showControls(page);
    await page.getByRole('button', { name: 'Turn captions off' }).click();
    await expect(page.locator('.plyr__captions')).toBeHidden();

    await page.reload();
    await playUntil(page, mp4Video.title, 0.5);
    await expect(page.getByRole('button', { name: 'Turn captions on' })).toBeVisible();
    await expect(page.locator('.plyr__captions')).toBeHidden();
  });

  test('a malformed stored caption choice is dropped and the default track shows', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('video_captions', '{"value":{"language":"<script>"},"savedAt":1}'));
    await page.goto(`/VideoGoster/${mp4Video.id}`);
    await playUntil(page, mp4Video.title, 0.5);
    await expect(page.locator('.plyr__captions')).toContainText(/Home and family|small house/);
    expect(await page.evaluate(() => localStorage.getItem('video_captions'))).toBeNull();
  });

  test('the video screen links back to its place in the course', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.goto(`/VideoGoster/${mp4Video.id}`);
    await page.getByRole('link', { name: 'Back to B1 Orta Seviye İngilizce' }).click();
    await page.waitForURL('**/CourseDetail/101/1001/5002');
    await expect(page.locator('#topic-5002')).toBeFocused();
  });

  test('a guest gets no link to a course', async ({ page }) => {
    await page.goto(`/misafirGirisi/${hlsVideo.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hlsVideo.title })).toBeVisible();
    await expect(page.getByTestId('back-to-course')).toHaveCount(0);
  });
});

test.describe('caption labels from the API', () => {
  // The CSP would stop an injected handler anyway: without it, only the portal's own care does.
  test.use({ bypassCSP: true });

  const hostileLabel = (language: string) => `<img src=x onerror="window.injected=(window.injected||0)+1">${language}`;

  /** The material as the demo API serves it, its caption labels carrying markup, for both of its calls. */
  async function serveHostileLabels(request: APIRequestContext) {
    const response = await request.get(`${demoApiUrl}/api/v1/guest/materials/${hlsVideo.id}`, {
      headers: { tenant: 'root' },
    });
    expect(response.ok()).toBe(true);
    const material = (await response.json()) as { captions: Array<{ label: string; srclang: string }> };
    material.captions = material.captions.map((track) => ({ ...track, label: hostileLabel(track.label) }));
    const body = JSON.stringify(material);
    for (const path of [`/api/v1/materials/${hlsVideo.id}`, `/api/v1/guest/materials/${hlsVideo.id}`]) {
      await addFault(request, { method: 'GET', path, status: 200, contentType: 'application/json', body, times: 20 });
    }
  }

  async function expectLabelsAsText(page: Page) {
    // The CSP really is off here: an inline script runs.
    await page.addScriptTag({ content: 'window.inlineRan = true;' });
    expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBe(true);

    await playUntil(page, hlsVideo.title, 0.5);
    await page.keyboard.press('k');
    await page.getByRole('button', { name: 'Settings' }).click();
    const captionsItem = page.getByRole('menuitem', { name: /^Captions/ });
    await expect(captionsItem).toContainText(hostileLabel('English'));
    await captionsItem.click();
    await expect(page.getByRole('menuitemradio', { name: hostileLabel('Türkçe') })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: hostileLabel('English') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.plyr img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  }

  test('on the video screen they show as text and run nothing, with the CSP bypassed', async ({ page, request }) => {
    await signIn(page);
    await serveHostileLabels(request);
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await expectLabelsAsText(page);
  });

  test('for a guest too', async ({ page, request }) => {
    await serveHostileLabels(request);
    await page.goto(`/misafirGirisi/${hlsVideo.id}`);
    await expectLabelsAsText(page);
  });
});
