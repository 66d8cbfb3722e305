import type { APIRequestContext, Page } from '@playwright/test';
import { reverseDecode } from '../lib/storage/reverse-encoding';
import { addFault, demoApiUrl, expect, signIn, test } from './support/fixtures';
import { goOfflineWithEmptyHttpCache, waitForServiceWorker } from './support/service-worker';

/** Seeded videos (demo/seed/courses.mjs): 9001 is the 12 s HLS clip, 9003 the 8 s MP4; 9016 and 9018 are the clip again. */
const hlsVideo = { id: 9001, title: 'Konu Anlatımı: Present Simple ve Present Continuous' };
const mp4Video = { id: 9003, title: 'Vocabulary: Home and Family' };

const panel = (page: Page) => page.getByRole('region', { name: 'Watch offline' });
const currentTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  return reverseDecode((JSON.parse(stored ?? '{}') as { value?: string }).value ?? '') ?? '';
}

async function serverRight(request: APIRequestContext, token: string) {
  const response = await request.get(`${demoApiUrl}/api/v1/downloadedvods/getDownloadCount`, {
    headers: { tenant: 'root', Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { remaining: number; limit: number };
}

async function download(page: Page, id: number) {
  await page.goto(`/VideoGoster/${id}`);
  await panel(page).getByRole('button', { name: 'Download for offline viewing' }).click();
  await expect(panel(page)).toContainText('This video is downloaded on this device.', { timeout: 20_000 });
}

/** Opens a downloaded video's page and plays it; returns the answer to the page load. */
async function playOffline(page: Page, video: { id: number; title: string }) {
  const response = await page.goto(`/OfflineVodGoster/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await page
    .getByRole('button', { name: `Play, ${video.title}` })
    .first()
    .click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  return response;
}

test.describe('offline videos', () => {
  test('a downloaded HLS video and a downloaded MP4 play with no network', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await waitForServiceWorker(page);
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await expect(panel(page).getByTestId('download-right')).toHaveText('Downloads left: 3');
    await download(page, hlsVideo.id);
    await expect(panel(page).getByRole('link', { name: 'Watch offline' })).toHaveAttribute(
      'href',
      `/OfflineVodGoster/${hlsVideo.id}`,
    );
    await download(page, mp4Video.id);

    // Every video file the page gets from here on must come from the worker: none from the
    // network, none failing for want of it.
    const media: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/') && !response.fromServiceWorker()) media.push(`network: ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('/media/')) media.push(`failed (${request.failure()?.errorText}): ${request.url()}`);
    });
    // With the HTTP cache emptied and bypassed, only the worker can answer the pages and the video files.
    await goOfflineWithEmptyHttpCache(page);
    expect((await playOffline(page, hlsVideo))?.fromServiceWorker()).toBe(true);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    expect((await playOffline(page, mp4Video))?.fromServiceWorker()).toBe(true);
    // Seeking in the stored MP4 takes the byte ranges the worker cuts from it.
    await page.locator('video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = 6;
    });
    await expect.poll(() => currentTime(page)).toBeGreaterThan(6);
    expect(media).toEqual([]);
  });

  test('the download right is enforced by the page and by the server', async ({ page, request }) => {
    await page.clock.install();
    await signIn(page);
    await waitForServiceWorker(page);
    const token = await accessToken(page);
    const headers = { tenant: 'root', Authorization: `Bearer ${token}` };
    await download(page, hlsVideo.id);
    await download(page, mp4Video.id);
    expect(await serverRight(request, token)).toEqual({ remaining: 1, limit: 5 });
    // Recording a video already recorded (a download repeated after deleting it) uses nothing more.
    const again = await request.post(`${demoApiUrl}/api/v1/downloadedvods`, {
      headers,
      data: { materialId: hlsVideo.id },
    });
    expect(await again.json()).toEqual({ materialId: hlsVideo.id, remaining: 1, limit: 5 });
    await download(page, 9016);
    expect(await serverRight(request, token)).toEqual({ remaining: 0, limit: 5 });

    await page.goto('/VideoGoster/9018');
    await expect(panel(page).getByTestId('download-right')).toHaveText(
      'You have no video downloads left. Ask your school if you need more.',
    );
    await expect(panel(page).getByRole('button', { name: 'Download for offline viewing' })).toBeDisabled();
    const refused = await request.post(`${demoApiUrl}/api/v1/downloadedvods`, { headers, data: { materialId: 9018 } });
    expect(refused.status()).toBe(409);
  });

  test('a failed check of the download right says why and offers Try again', async ({ page, request }) => {
    await signIn(page);
    await addFault(request, { method: 'GET', path: '/api/v1/downloadedvods/getDownloadCount', status: 503 });
    await page.goto(`/VideoGoster/${mp4Video.id}`);
    const failure = panel(page).getByRole('alert');
    await expect(failure).toContainText('Server error');
    await expect(failure).toContainText('Your downloads left could not be checked.');
    await panel(page).getByRole('button', { name: 'Try again' }).click();
    await expect(panel(page).getByTestId('download-right')).toHaveText(/^Downloads left: \d+$/);
    await expect(panel(page).getByRole('button', { name: 'Download for offline viewing' })).toBeEnabled();
  });

  test('a download shows its progress and can be cancelled; downloads are listed and deleted', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signIn(page);
    await waitForServiceWorker(page);
    const token = await accessToken(page);
    await addFault(request, { path: '/media/hls/lesson-1/360p/segment-03.m4s', hangMs: 4000 });
    await page.goto(`/VideoGoster/${hlsVideo.id}`);
    await panel(page).getByRole('button', { name: 'Download for offline viewing' }).click();
    const bar = panel(page).getByRole('progressbar', { name: `Downloading ${hlsVideo.title}` });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(panel(page).getByTestId('download-progress')).toHaveText(
      /^50% · \d+(\.\d)? kB of about \d+(\.\d)? kB$/,
    );
    await panel(page).getByRole('button', { name: 'Cancel the download' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('The download was cancelled.');
    expect(await serverRight(request, token)).toEqual({ remaining: 3, limit: 5 });

    await page.getByRole('link', { name: 'Offline videos' }).click();
    await expect(page.getByText('No videos are downloaded on this device.')).toBeVisible();
    expect(await page.evaluate(async () => (await (await caches.open('offline-videos')).keys()).length)).toBe(0);

    await download(page, hlsVideo.id);
    await page.getByRole('link', { name: 'Offline videos' }).click();
    const list = page.getByTestId('downloaded-videos');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link', { name: `Watch ${hlsVideo.title}` })).toBeVisible();
    await expect(list).toContainText(/\d+ kB · downloaded /);
    await expect(page.getByText('Downloaded videos: 1')).toBeVisible();
    await expect(page.getByTestId('storage-estimate')).toHaveText(
      /^The portal uses .+ of about .+ this browser allows it on this device\.$/,
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('offline_videos_count') ?? '{}').value)).toBe(1);

    await list.getByRole('button', { name: `Delete ${hlsVideo.title}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${hlsVideo.title} was deleted from this device.` }),
    ).toBeVisible();
    await expect(page.getByText('No videos are downloaded on this device.')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('offline_videos_count') ?? '{}').value)).toBe(0);
    await page.goto(`/OfflineVodGoster/${hlsVideo.id}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This video is not downloaded on this device.' }),
    ).toBeVisible();
  });

  test('a video the device has no room for is not downloaded and uses no download', async ({ page, request }) => {
    await page.addInitScript(() => {
      navigator.storage.estimate = async () => ({ usage: 1000, quota: 2000 });
    });
    await signIn(page);
    const token = await accessToken(page);
    await page.goto(`/VideoGoster/${mp4Video.id}`);
    await panel(page).getByRole('button', { name: 'Download for offline viewing' }).click();
    await expect(panel(page).getByRole('alert')).toHaveText(
      /^There is not enough space on this device for this video \(\d+ kB\)\. Delete downloaded videos or free up space, then try again\.$/,
    );
    expect(await serverRight(request, token)).toEqual({ remaining: 3, limit: 5 });
  });
});
