import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/components/__fixtures__/fake-api';
import {
  demoSolvedExam,
  renderScreen,
  signInAyse,
  storeWithEnrollments,
  keepForSession,
} from '@/components/__fixtures__/screens';
import { ExamWords } from '@/components/exam/exam-words';
import { apiPaths } from '@/lib/api/endpoints';
import { routePatterns } from '@/lib/routes/routes';
import { ExamSummaryScreen } from './exam-summary-screen';
import { openRoute } from '@/components/__fixtures__/navigation';

jest.mock('@/lib/api/product-api', () => jest.requireActual('@/components/__fixtures__/fake-api'));
jest.mock('next/navigation', () => jest.requireActual('@/components/__fixtures__/navigation'));

const solved = demoSolvedExam();

async function renderSummary(path = '/SinavOzeti/4003') {
  openRoute(path);
  const store = await storeWithEnrollments();
  const pattern = path.split('/').length > 3 ? routePatterns.examSummaryBack : routePatterns.examSummary;
  await renderScreen(
    <ExamWords>
      <ExamSummaryScreen pattern={pattern} />
    </ExamWords>,
    store,
  );
}

const backLink = () => screen.getByTestId('summary-back');

beforeEach(async () => {
  localStorage.clear();
  fakeApi.reset();
  await signInAyse();
});

describe('ExamSummaryScreen', () => {
  it('shows the server’s score, counts, sections and questions; opened by the exam itself, it leads back to the exam’s course', async () => {
    fakeApi.answer(apiPaths.solvedExam(4003), solved);
    await renderSummary();

    expect(await screen.findByRole('heading', { level: 1, name: 'Summary: YDS Deneme Sınavı 1' })).toBeVisible();
    expect(screen.getByTestId('summary-score')).toHaveTextContent('71.25 out of 100');
    expect(screen.getByRole('table', { name: /each section/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Questions and answers' })).toBeVisible();
    expect(backLink()).toHaveTextContent('Back to YDS Deneme Sınavları');
    expect(backLink().getAttribute('href')).toMatch(/^\/CourseDetail\/104\/\d+\/\d+$/);
  });

  it('leads back to the courses when opened from the course list’s history', async () => {
    fakeApi.answer(apiPaths.solvedExam(4003), solved);
    await renderSummary('/SinavOzeti/4003/ogrenimIcerigi');

    await screen.findByTestId('summary-score');
    expect(backLink()).toHaveAttribute('href', '/ogrenimIcerigi');
    expect(backLink()).toHaveTextContent('Back to my courses');
  });

  it('leads back to the exam’s place in its course when it was opened from there', async () => {
    fakeApi.answer(apiPaths.solvedExam(4003), solved);
    await renderSummary('/SinavOzeti/4003/kurs');

    await screen.findByTestId('summary-score');
    expect(backLink()).toHaveTextContent('Back to YDS Deneme Sınavları');
    expect(backLink().getAttribute('href')).toMatch(/^\/CourseDetail\/104\/\d+\/\d+$/);
  });

  it('says it is loading while the summary is on its way, the way back already there', async () => {
    fakeApi.hang(apiPaths.solvedExam(4003));
    await renderSummary();

    expect(screen.getByText('Loading the exam summary…')).toBeVisible();
    expect(backLink()).toHaveAttribute('href', '/ogrenimIcerigi');
  });

  it('draws the summary kept on the device at once while the network says nothing', async () => {
    await keepForSession(apiPaths.solvedExam(4003), solved);
    fakeApi.hang(apiPaths.solvedExam(4003));
    await renderSummary();

    expect(await screen.findByTestId('summary-score')).toHaveTextContent('71.25 out of 100');
  });

  it('explains a failed read with Try again, which loads the summary', async () => {
    fakeApi.answer(apiPaths.solvedExam(4003), { message: 'Server error' }, 500);
    await renderSummary();

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Server error')).toBeVisible();
    fakeApi.answer(apiPaths.solvedExam(4003), solved);
    await userEvent.click(retry);
    expect(await screen.findByTestId('summary-score')).toHaveTextContent('71.25');
  });

  it('says a summary that does not exist, or is another student’s, cannot be found', async () => {
    fakeApi.answer(apiPaths.solvedExam(4999), { message: 'Not found' }, 404);
    await renderSummary('/SinavOzeti/4999');
    expect(await screen.findByText(/This exam summary could not be found/)).toBeVisible();
  });

  it('asks nothing for an address whose id is no record id, and says it cannot be found', async () => {
    await renderSummary('/SinavOzeti/..%2Fusers');
    expect(screen.getByText(/This exam summary could not be found/)).toBeVisible();
    expect(fakeApi.requests().filter((request) => request.path.includes('solved-exams'))).toEqual([]);
  });
});
