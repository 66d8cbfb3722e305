import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { answer, openExam, submit } from './support/exam';
import { shortExam } from './support/short-exam';
import { SCREENS } from './support/screens';
import { siteRoot } from './support/service-worker';

/** A hashed script the home page loads: the build's own name for it, read from the export. */
function homeScript(): string {
  const match = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(
    readFileSync(join(siteRoot, 'index.html'), 'utf8'),
  );
  expect(match).not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
}

const policyOf = (header: string | undefined) =>
  new Map((header ?? '').split('; ').map((part) => [part.split(' ')[0], part] as const));

test.describe('compressed delivery', () => {
  const files = () => [
    { path: '/', file: 'index.html', cache: 'no-cache' },
    { path: '/CourseDetail/103', file: 'CourseDetail/_.html', cache: 'no-cache' },
    { path: '/ogrenimIcerigi.txt', file: 'ogrenimIcerigi.txt', cache: 'no-cache' },
    { path: '/sw.js', file: 'sw.js', cache: 'no-cache' },
    { path: homeScript(), file: homeScript().slice(1), cache: 'public, max-age=31536000, immutable' },
  ];

  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    test(`Accept-Encoding: ${encoding} gets ${encoding} with the right headers, and the same bytes once decoded`, async ({
      request,
    }) => {
      for (const { path, file, cache } of files()) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        expect(headers['content-encoding'], path).toBe(encoding);
        expect(headers['vary'], path).toBe('Accept-Encoding');
        expect(Number(headers['content-length']), path).toBe(statSync(join(siteRoot, `${file}${suffix}`)).size);
        expect(Number(headers['content-length']), path).toBeLessThan(statSync(join(siteRoot, file)).size);
        expect(headers['cache-control'], path).toBe(cache);
        // Playwright's client decodes the body as a browser would.
        expect((await response.body()).equals(readFileSync(join(siteRoot, file))), path).toBe(true);
      }
    });
  }

  test('a client that accepts no encoding gets the file as it is; HEAD announces what GET sends', async ({
    request,
  }) => {
    const plain = await request.get('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe(statSync(join(siteRoot, 'index.html')).size);
    const head = await request.head('/', { headers: { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.9' } });
    expect(head.headers()['content-encoding']).toBe('br');
    expect(Number(head.headers()['content-length'])).toBe(statSync(join(siteRoot, 'index.html.br')).size);
  });

  test('pages, payloads and the worker revalidate with a 304, not the whole file', async ({ request }) => {
    for (const { path } of files().filter(({ cache }) => cache === 'no-cache')) {
      const headers = { 'Accept-Encoding': 'br' };
      const first = await request.get(path, { headers });
      const { etag = '', 'last-modified': lastModified = '' } = first.headers();
      expect(etag, path).toMatch(/^"[^"]+"$/);
      const byTag = await request.get(path, { headers: { ...headers, 'If-None-Match': etag } });
      expect(byTag.status(), path).toBe(304);
      expect((await byTag.body()).length, path).toBe(0);
      const byDate = await request.get(path, { headers: { ...headers, 'If-Modified-Since': lastModified } });
      expect(byDate.status(), path).toBe(304);
    }
  });

  test("the build's policy and hidden files are never served", async ({ request }) => {
    for (const path of ['/.csp.json', '/.build-env.json', '/.csp-header.conf', '/%2Ecsp.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('script-src');
    }
  });
});

/** Collects CSP violations from every document and frame of the page, and the console's CSP errors. */
async function recordPolicyViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void })
        .reportPolicyViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${document.location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('hardened delivery', () => {
  test('every page carries a policy that runs scripts only by hash and cannot be framed', async ({ request }) => {
    for (const path of ['/', '/CourseDetail/103', '/SinaviCoz/9033/202', '/nothing-here']) {
      const headers = (await request.get(path)).headers();
      const policy = policyOf(headers['content-security-policy']);
      expect(policy.get('script-src'), path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
      expect(policy.get('frame-ancestors'), path).toBe("frame-ancestors 'none'");
      expect(policy.get('object-src'), path).toBe("object-src 'none'");
      expect(policy.get('base-uri'), path).toBe("base-uri 'self'");
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('signed in, every route, an HLS video, a PDF, a Code4Edu frame and an exam run under the shipped policy with no violation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const violations = await recordPolicyViolations(page);
    await signIn(page);

    for (const screen of SCREENS) {
      await test.step(screen.path, async () => {
        await page.goto(screen.path);
        await page.waitForURL(screen.lands ?? screen.path);
        // The export's HTML holds no heading: one on screen means the app's scripts ran. Online,
        // material screens are headed by the material's own title, so any heading will do.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }

    await test.step('HLS video plays', async () => {
      const title = 'Konu Anlatımı: Present Simple ve Present Continuous';
      await page.goto('/VideoGoster/9001');
      await page
        .getByRole('button', { name: `Play, ${title}` })
        .first()
        .click();
      await expect
        .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(1);
    });

    await test.step('PDF opens', async () => {
      await page.goto('/PdfGoster/9002');
      await expect(page.getByTestId('core__text-layer-0')).toContainText('Unit 1: Present Simple');
    });

    await test.step('Code4Edu material shows in its frame', async () => {
      await page.goto('/Code4EduGoster/9004');
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Code4Edu: Loops' })).toBeVisible();
    });

    await test.step('exam answered and submitted', async () => {
      await openExam(page, `/SinaviCoz/${shortExam.id}/${shortExam.enrollmentId}`);
      await answer(page, 1, 'A');
      await submit(page);
      await page.waitForURL(/\/SinavOzeti\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: `Summary: ${shortExam.name}` })).toBeVisible();
    });

    expect(violations).toEqual([]);
  });
});
