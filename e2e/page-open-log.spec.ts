import { expect, pageOpenLogs, signIn, students, test } from './support/fixtures';

test('each protected page opened is logged with its path', async ({ page, request }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Help' }).click();
  await page.waitForURL('**/yardim');
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
