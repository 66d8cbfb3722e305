import { expect, pageOpenLogs, signIn, students, test } from './support/fixtures';
import { goOfflineWithEmptyHttpCache, waitForServiceWorker } from './support/service-worker';

test('each protected page opened is logged with its path', async ({ page, request }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Help' }).click();
  await page.waitForURL('**/yardim');
  // The student leaves Help once it is on screen, as anyone does (the address changes a frame before).
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await page.goto('/CourseDetail/101');
  await expect(page.getByRole('heading', { level: 1, name: 'B1 Orta Seviye İngilizce' })).toBeVisible();

  await expect
    .poll(async () => (await pageOpenLogs(request, students.ayse.username)).map((log) => log.deger))
    .toEqual(['/ogrenimIcerigi', '/yardim', '/CourseDetail/101']);
  const [first] = await pageOpenLogs(request, students.ayse.username);
  expect(first).toMatchObject({
    materialId: null,
    deger: '/ogrenimIcerigi',
    description: 'Sayfa açıldı: /ogrenimIcerigi',
    islem: 'Sayfa açıldı',
  });
});

test('pages opened offline are not logged, queued or counted as the student’s changes', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page);
  await waitForServiceWorker(page);
  await expect.poll(async () => (await pageOpenLogs(request, students.ayse.username)).length).toBe(1);

  await goOfflineWithEmptyHttpCache(page);
  const bottomNav = page.getByRole('navigation', { name: 'Main navigation' });
  await bottomNav.getByRole('link', { name: 'Offline videos' }).click();
  await page.waitForURL('**/OffllineInfoPage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await bottomNav.getByRole('link', { name: /^Notifications/ }).click();
  await page.waitForURL('**/notifs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await page.evaluate(() => localStorage.getItem('offline_writes'))).toBeNull();
  await expect(page.getByText(/changes? will be sent when you are back online/)).toHaveCount(0);

  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Help' }).first().click();
  await page.waitForURL('**/yardim');
  await expect
    .poll(async () => (await pageOpenLogs(request, students.ayse.username)).map((log) => log.deger))
    .toEqual(['/ogrenimIcerigi', '/yardim']);
});
