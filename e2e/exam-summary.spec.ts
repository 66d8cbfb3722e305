import { addFault, demoApiUrl, expect, signIn, openAccountMenu, test } from './support/fixtures';
import { plan, plannedAnswer, shortExam, shortExamKeys, solveShortExam } from './support/short-exam';
import { holdCourseListUntilAsked } from './support/held-course-list';

test.describe('exam summary', () => {
  test('a real solved exam shows its score, counts, sections and every question’s marks', async ({ page, request }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    await page.goto(`/SinavOzeti/${solvedExamId}/kurs`);

    await expect(page.getByRole('heading', { level: 1, name: `Summary: ${shortExam.name}` })).toBeVisible();
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
    await expect(page.getByTestId('summary-correct')).toHaveText('3');
    await expect(page.getByTestId('summary-wrong')).toHaveText('1');
    await expect(page.getByTestId('summary-empty')).toHaveText('1');

    const table = page.getByRole('table', { name: 'Correct, wrong and empty answers and the score of each section' });
    await expect(table.getByRole('columnheader')).toHaveText(['Section', 'Correct', 'Wrong', 'Empty', 'Score']);
    await expect(table.getByRole('rowheader')).toHaveText(['Kelime ve Dil Bilgisi', 'Cümle Tamamlama', 'All sections']);
    await expect(table.getByRole('row', { name: /^Kelime ve Dil Bilgisi/ }).getByRole('cell')).toHaveText([
      '2',
      '1',
      '0',
      '2.50',
    ]);
    await expect(table.getByRole('row', { name: /^Cümle Tamamlama/ }).getByRole('cell')).toHaveText([
      '1',
      '0',
      '1',
      '1.25',
    ]);
    await expect(table.getByRole('row', { name: /^All sections/ }).getByRole('cell')).toHaveText([
      '3',
      '1',
      '1',
      '3.75',
    ]);

    const keys = await shortExamKeys();
    const questions = page.getByTestId('summary-question');
    await expect(questions).toHaveCount(5);
    for (const [index, expected] of plan.entries()) {
      const question = questions.nth(index);
      const key = keys.get(index + 1) as string;
      const outcome = { right: 'correct', wrong: 'wrong', empty: 'empty' }[expected];
      const given = plannedAnswer(expected, key);
      await expect(question).toHaveAttribute('data-outcome', outcome);
      await expect(question.getByRole('heading', { level: 4 })).toHaveText(
        new RegExp(`^Question ${index + 1}\\W+${outcome}$`, 'i'),
      );
      await expect(question.getByTestId('question-answers')).toHaveText(
        `Your answer: ${given ?? 'none'} · Correct answer: ${key}`,
      );
      // Collapsed by default: the options show once asked for.
      const details = question.getByRole('button', { name: `Details of question ${index + 1}` });
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await expect(question.getByRole('list', { name: `Options of question ${index + 1}` })).toBeHidden();
      await details.click();
      const options = question.getByRole('list', { name: `Options of question ${index + 1}` }).getByRole('listitem');
      await expect(options).toHaveCount(5);
      await expect(options.filter({ hasText: 'Correct answer' })).toHaveAttribute('data-option', key);
      await expect(options.filter({ hasText: 'Your answer' })).toHaveCount(given === null ? 0 : 1);
      if (given !== null)
        await expect(options.filter({ hasText: 'Your answer' })).toHaveAttribute('data-option', given);
    }
    // The questions sit under their section, as lists.
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Kelime ve Dil Bilgisi', 'Cümle Tamamlama']);

    // doBack "kurs": back to the exam's topic in its course.
    const back = page.getByRole('link', { name: 'Back to YDS Deneme Sınavları' });
    await expect(back).toHaveAttribute('href', shortExam.topicHref);
    await back.click();
    await page.waitForURL(`**${shortExam.topicHref}`);
    await expect(page.locator('#topic-5031')).toBeFocused();

    // No doBack (the summary the exam opens) leads to the course too; one the summary does not
    // know, to the learning content.
    await page.goto(`/SinavOzeti/${solvedExamId}`);
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
    await expect(page.getByTestId('summary-back')).toHaveAttribute('href', shortExam.topicHref);
    await page.goto(`/SinavOzeti/${solvedExamId}/bilinmeyen`);
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
    await expect(page.getByTestId('summary-back')).toHaveAttribute('href', '/ogrenimIcerigi');
    await page.getByRole('link', { name: 'Back to my courses' }).click();
    await page.waitForURL('**/ogrenimIcerigi');
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  });

  test('its back link follows where the student came from: the course the exam was taken from, or the course list', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/CourseDetail/104');
    await page
      .getByTestId('course-exams')
      .getByRole('link', { name: `Start the exam: ${shortExam.name}` })
      .click();
    await page.getByRole('button', { name: 'Start the exam' }).click();
    await page.getByRole('radiogroup').getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Submit the exam' }).click();
    await page.getByRole('button', { name: 'Submit now' }).click();
    await page.waitForURL(/\/SinavOzeti\/\d+$/);
    const back = page.getByRole('link', { name: 'Back to YDS Deneme Sınavları' });
    await expect(back).toHaveAttribute('href', shortExam.topicHref);

    // The exam opened again after it was submitted leads back there too, and to its results.
    await page.goto('/SinaviCoz/9049/202');
    const submitted = page.getByTestId('exam-submitted');
    await expect(submitted.getByRole('link', { name: 'Back to YDS Deneme Sınavları' })).toHaveAttribute(
      'href',
      shortExam.topicHref,
    );
    await submitted.getByRole('link', { name: 'See results' }).click();
    await expect(back).toHaveAttribute('href', shortExam.topicHref);
    await back.click();
    await page.waitForURL(`**${shortExam.topicHref}`);
    await expect(page.locator('#topic-5031')).toBeFocused();

    // From the course list's history: back to the course list.
    await page.goto('/ogrenimIcerigi');
    await page.getByRole('link', { name: `Open the summary: ${shortExam.name}` }).click();
    await page.waitForURL(/\/SinavOzeti\/\d+\/ogrenimIcerigi$/);
    await expect(page.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute('href', '/ogrenimIcerigi');
  });

  test('opened by its address, the summary is asked for while the course list is still loading', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await holdCourseListUntilAsked(context, '/api/v1/solved-exams/4003');
    await page.goto('/SinavOzeti/4003');
    await expect(page.getByRole('heading', { level: 1, name: /^Summary: / })).toBeVisible();
    await expect(page.getByTestId('summary-score')).toBeVisible();
  });

  test('the summary speaks Turkish with Turkish decimals', async ({ page, request }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    await page.goto(`/SinavOzeti/${solvedExamId}/ogrenimIcerigi`);
    await openAccountMenu(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: `Özet: ${shortExam.name}` })).toBeVisible();
    await expect(page.getByTestId('summary-score')).toHaveText('100 üzerinden 3,75');
    const table = page.getByRole('table', { name: 'Her bölümün doğru, yanlış ve boş cevapları ile puanı' });
    await expect(table.getByRole('row', { name: /^Kelime ve Dil Bilgisi/ }).getByRole('cell')).toHaveText([
      '2',
      '1',
      '0',
      '2,50',
    ]);
    await expect(page.getByRole('link', { name: 'Kurslarıma dön' })).toHaveAttribute('href', '/ogrenimIcerigi');
  });

  test('at 375 px the section table fits the screen in English and Turkish, nothing cut off', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    await page.goto(`/SinavOzeti/${solvedExamId}`);
    const region = page.getByTestId('section-table-region');
    const fits = () => region.evaluate((box) => box.scrollWidth <= box.clientWidth);
    await expect(region.getByRole('columnheader', { name: 'Score' })).toBeVisible();
    expect(await fits()).toBe(true);
    await openAccountMenu(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tr-TR');
    await page.keyboard.press('Escape');
    await expect(region.getByRole('columnheader', { name: 'Puan' })).toBeVisible();
    expect(await fits()).toBe(true);
  });

  test('an unknown summary says so; a server error offers Try again, which loads it', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/SinavOzeti/987654/kurs');
    await expect(page.getByRole('alert').filter({ hasText: 'This exam summary could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute('href', '/ogrenimIcerigi');

    const solvedExamId = await solveShortExam(page, request);
    // More failures than SWR's own retries, so the message stays until Try again.
    await addFault(request, { method: 'GET', path: `/api/v1/solved-exams/${solvedExamId}`, status: 500, times: 10 });
    await page.goto(`/SinavOzeti/${solvedExamId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Server error' })).toBeVisible();
    expect((await request.delete(`${demoApiUrl}/__demo/faults`)).ok()).toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');
  });

  test('from the learning content, an exam course leads into its exams in two clicks', async ({ page }) => {
    await signIn(page);
    await page
      .getByTestId('exam-enrollments')
      .getByRole('link', { name: /YDS Deneme Sınavları/ })
      .click();
    await page.waitForURL('**/CourseDetail/104');
    const exams = page.getByTestId('course-exams').getByRole('listitem');
    await expect(exams).toHaveCount(5);
    // One way to say a duration, the same in the list and in the outline.
    await expect(exams.first()).toContainText('3 hours');
    await expect(exams.first()).toContainText('80 questions');
    await expect(exams.filter({ hasText: shortExam.name })).toContainText('20 seconds');
    // The outline's link to the same exam, in its section once opened.
    await page.getByRole('button', { name: 'Bölüm Denemeleri' }).click();
    await expect(page.locator('#section-1009-topics a[href="/SinaviCoz/9049/202"]')).toContainText('20 seconds');
    await expect(page.locator('#section-1009-topics a[href="/SinaviCoz/9036/202"]')).toContainText(/Opens on \w+ \d+/);
    await expect(page.getByText('0 minutes')).toHaveCount(0);
    // No paper, or not open yet: said, and never offered as "Start the exam".
    const noPaper = exams.filter({ hasText: 'YDS Deneme Sınavı 2' });
    await expect(noPaper).toContainText('Not available yet: this exam has no questions yet.');
    await expect(noPaper.getByRole('link')).toHaveCount(0);
    const notOpen = exams.filter({ hasText: 'Okuma Anlama Denemesi' });
    await expect(notOpen).toContainText(/Opens on \w+ \d+/);
    await expect(notOpen.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Start the exam: / })).toHaveCount(1);
    // Ayşe sat "YDS Deneme Sınavı 1" before (seeded history): her latest result, and a retake.
    await expect(exams.first().getByTestId('exam-result')).toHaveText('Your result: 71.25 out of 100');
    await page.getByRole('link', { name: 'Retake the exam: YDS Deneme Sınavı 1' }).click();
    await page.waitForURL('**/SinaviCoz/9033/202?retake=1');

    await page.goto('/ogrenimIcerigi');
    await page
      .getByTestId('exam-enrollments')
      .getByRole('link', { name: /YÖKDİL Deneme Sınavları/ })
      .click();
    await page.waitForURL('**/CourseDetail/105');
    await expect(
      page.getByRole('link', { name: 'Start the exam: YÖKDİL Sağlık Bilimleri Deneme Sınavı 1' }),
    ).toHaveAttribute('href', '/SinaviCozYokdil/9039/204');
    // Ordinary courses have no exam list.
    await page.goto('/CourseDetail/101');
    await expect(page.getByRole('heading', { level: 1, name: 'B1 Orta Seviye İngilizce' })).toBeVisible();
    await expect(page.getByTestId('course-exams')).toHaveCount(0);
  });

  test('a finished exam shows its result on the course page, leads to its summary and can be retaken', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const solvedExamId = await solveShortExam(page, request);
    await page
      .getByTestId('exam-enrollments')
      .getByRole('link', { name: /YDS Deneme Sınavları/ })
      .click();
    const card = page.getByTestId('course-exams').getByRole('listitem').filter({ hasText: shortExam.name });
    await expect(card.getByTestId('exam-result')).toHaveText('Your result: 3.75 out of 100');
    await expect(card.getByRole('link', { name: `Start the exam: ${shortExam.name}` })).toHaveCount(0);
    await expect(card.getByRole('link', { name: `Retake the exam: ${shortExam.name}` })).toHaveAttribute(
      'href',
      '/SinaviCoz/9049/202?retake=1',
    );
    await card.getByRole('link', { name: `View the summary: ${shortExam.name}` }).click();
    await page.waitForURL(`**/SinavOzeti/${solvedExamId}/kurs`);
    await expect(page.getByTestId('summary-score')).toHaveText('3.75 out of 100');

    // The exam's own route finds the finished attempt (solved elsewhere, so this browser keeps no
    // attempt: the start screen asks the server first) and says so, with its results and a retake.
    await page.goto('/SinaviCoz/9049/202');
    await page.getByRole('button', { name: 'Start the exam' }).click();
    const submitted = page.getByTestId('exam-submitted');
    await expect(submitted.getByRole('heading', { name: 'You have submitted this exam' })).toBeFocused();
    await expect(submitted.getByRole('link', { name: 'Retake' })).toHaveAttribute(
      'href',
      '/SinaviCoz/9049/202?retake=1',
    );
    await submitted.getByRole('link', { name: 'See results' }).click();
    await page.waitForURL(`**/SinavOzeti/${solvedExamId}`);

    // Retaking starts a new attempt, from its start screen.
    await page.goto('/CourseDetail/104');
    await card.getByRole('link', { name: `Retake the exam: ${shortExam.name}` }).click();
    await expect(page.getByTestId('exam-start')).toBeVisible();
    await page.getByRole('button', { name: 'Start the exam again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Question 1 of 5' })).toBeFocused();
    const attempts = await request.get(`${demoApiUrl}/__demo/exam-attempts?user=ayse.yilmaz`);
    const statuses = ((await attempts.json()) as Array<{ examId: number; status: string }>)
      .filter((attempt) => attempt.examId === shortExam.id)
      .map((attempt) => attempt.status);
    expect(statuses).toEqual(['submitted', 'in-progress']);
  });
});
