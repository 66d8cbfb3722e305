import type { BrowserContext } from '@playwright/test';
import { addFault, demoApiUrl, expect, signIn, siteApiUrl, test } from './support/fixtures';
import { studentHeaders } from './support/short-exam';

/** The calls every protected page makes, whatever its ids: the course list, the bell, the page-open log. */
const shellCalls = [
  '/api/v1/courseenrollments/userEnrollmentsSimple',
  '/api/v1/notificationdetails/getByUserId',
  '/api/v1/videologdocmongo',
];

const enrollmentsPath = '/api/v1/courseenrollments/userEnrollmentsSimple';

interface ListedCourse {
  courseID: number;
  course: { name: string; courseSections: { courseTopics: { id: number; materials: { id: number }[] }[] }[] };
}

/** The paths of every request to the product API from now on (the page's and the worker's). */
function recordApiRequests(context: BrowserContext) {
  const paths: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === siteApiUrl) paths.push(url.pathname + url.search);
  });
  return paths;
}

test.describe('the API boundary', () => {
  test('a material id that climbs out of its path asks the API nothing and is not found', async ({ page, context }) => {
    await signIn(page);
    const requests = recordApiRequests(context);
    await page.goto('/VideoGoster/..%2F..%2Fusers%2Fcheckuser');
    await expect(page.getByRole('alert').filter({ hasText: 'This video could not be found.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => !shellCalls.includes(path))).toEqual([]);
    // The page that did open is the video page with a wrong id, and only that is logged.
    expect(requests).toContain('/api/v1/videologdocmongo');
  });

  test('an exam route with a traversal id starts nothing and is not found', async ({ page, context }) => {
    await signIn(page);
    const requests = recordApiRequests(context);
    await page.goto('/SinaviCoz/..%2F..%2Fusers%2Fcheckuser/202');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This exam could not be found among your courses.' }),
    ).toBeVisible();
    await page.goto('/SinaviCozYokdil/9039/..%2F204');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This exam could not be found among your courses.' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => !shellCalls.includes(path))).toEqual([]);
  });

  test('a material answered with an empty 200 shows an error with Try again, and Try again recovers', async ({
    page,
    context,
  }) => {
    await signIn(page);
    // On the context, so a request the service worker makes is answered the same way.
    const materialCall = `${siteApiUrl}/api/v1/materials/9001`;
    await context.route(materialCall, (route) =>
      route.fulfill({
        status: 200,
        body: '',
        headers: { 'access-control-allow-origin': new URL(page.url()).origin, 'content-type': 'application/json' },
      }),
    );
    await page.goto('/VideoGoster/9001');
    const error = page.getByRole('alert').filter({ hasText: 'The server sent data the portal could not read.' });
    await expect(error).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);

    await context.unroute(materialCall);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Konu Anlatımı: Present Simple ve Present Continuous' }),
    ).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('a course list with a material id of 10^16 and a negative topic id shows every other course and names the two', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const answer = await request.get(`${demoApiUrl}${enrollmentsPath}`, { headers: await studentHeaders(page) });
    const list = (await answer.json()) as { courseEnrollments: ListedCourse[] };
    const topicOf = (courseID: number) =>
      list.courseEnrollments.find((item) => item.courseID === courseID)?.course.courseSections[0]?.courseTopics[0];
    const b1Topic = topicOf(101);
    const a2Topic = topicOf(102);
    if (!b1Topic?.materials[0] || !a2Topic) throw new Error('the seeded courses 101 and 102 have a first topic');
    b1Topic.materials[0].id = 10 ** 16;
    a2Topic.id = -5021;
    // The demo API serves it for every read of the list this test makes (the page's and the worker's).
    await addFault(request, { path: enrollmentsPath, status: 200, body: JSON.stringify(list), times: 20 });
    await page.reload();

    const unreadable = page.getByTestId('unreadable-courses').getByRole('listitem');
    await expect(unreadable).toHaveText([
      '“B1 Orta Seviye İngilizce” cannot be shown. The server sent data the portal could not read.',
      '“A2 Temel İngilizce” cannot be shown. The server sent data the portal could not read.',
    ]);
    await expect(page.getByTestId('course-enrollments').getByRole('link')).toHaveText([/^Akademik Okuma ve Yazma/]);
    await expect(page.getByTestId('exam-enrollments').getByRole('link')).toHaveText([
      /^YÖKDİL Deneme Sınavları/,
      /^YDS Deneme Sınavları/,
    ]);
    await expect(page.getByText('Your course data is invalid.')).toHaveCount(0);
    // The course left out is not among the student's courses: its page says so, with a way on.
    await page.goto('/CourseDetail/101');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This course is not among your enrollments.' }),
    ).toBeVisible();
  });
});
