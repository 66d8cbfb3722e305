import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@/components/__fixtures__/fake-api';
import {
  demoEnrollmentList,
  demoTopicCompletions,
  renderScreen,
  signInAyse,
  storeWithEnrollments,
  keepForSession,
} from '@/components/__fixtures__/screens';
import { apiPaths } from '@/lib/api/endpoints';
import { LearningContentScreen } from './learning-content-screen';
import { openRoute } from '@/components/__fixtures__/navigation';

jest.mock('@/lib/api/product-api', () => jest.requireActual('@/components/__fixtures__/fake-api'));
jest.mock('next/navigation', () => jest.requireActual('@/components/__fixtures__/navigation'));
openRoute('/ogrenimIcerigi');

const courseIds = [101, 102, 103, 104, 105];

/** The screen with Ayşe's courses, once its last part (the exam results, none yet) has settled. */
async function renderList() {
  await renderScreen(<LearningContentScreen />, await storeWithEnrollments(demoEnrollmentList()));
  expect(await screen.findByText(/No submitted practice exams yet/)).toBeVisible();
}

const courseList = () => screen.getByTestId('course-enrollments');
const card = (name: string) => within(courseList()).getByRole('link', { name: new RegExp(name) });

beforeEach(async () => {
  localStorage.clear();
  fakeApi.reset();
  await signInAyse();
  fakeApi.answer(apiPaths.examHistory(), []);
});

describe('LearningContentScreen', () => {
  it('lists the courses and the practice exams apart, each card opening its course page', async () => {
    for (const id of courseIds) fakeApi.answer(apiPaths.topicCompletions(id), demoTopicCompletions(id));
    await renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
    expect(card('B1 Orta Seviye İngilizce')).toHaveAttribute('href', '/CourseDetail/101');
    const exams = screen.getByTestId('exam-enrollments');
    expect(within(exams).getByRole('link', { name: /YDS Deneme Sınavları/ })).toBeInTheDocument();
    expect(within(courseList()).queryByRole('link', { name: /YDS Deneme Sınavları/ })).toBeNull();
  });

  it('draws each course’s progress once its completions answer, and nothing while they are on their way', async () => {
    fakeApi.hang(apiPaths.topicCompletions(102));
    for (const id of [101, 103, 104, 105]) fakeApi.answer(apiPaths.topicCompletions(id), demoTopicCompletions(id));
    await renderList();

    expect(await within(card('B1 Orta Seviye İngilizce')).findByText(/of \d+ topics completed/)).toBeVisible();
    const waiting = card('A2 Temel İngilizce');
    expect(within(waiting).queryByRole('progressbar')).toBeNull();
    expect(within(waiting).queryByText('Progress could not be loaded.')).toBeNull();
  });

  it('says so when a course’s progress cannot be loaded, and keeps the card usable', async () => {
    for (const id of courseIds) fakeApi.answer(apiPaths.topicCompletions(id), { message: 'Server error' }, 500);
    await renderList();

    const b1 = card('B1 Orta Seviye İngilizce');
    expect(await within(b1).findByText('Progress could not be loaded.')).toBeVisible();
    expect(b1).toHaveAttribute('href', '/CourseDetail/101');
  });

  it('draws the progress kept on the device at once while the network says nothing', async () => {
    await keepForSession(apiPaths.topicCompletions(101), [{ topicId: 5001, completed: 100 }]);
    for (const id of courseIds) fakeApi.hang(apiPaths.topicCompletions(id));
    await renderList();

    expect(await within(card('B1 Orta Seviye İngilizce')).findByText(/^1 of \d+ topics completed$/)).toBeVisible();
  });

  it('tells a student with no enrollments that there is nothing yet, in both groups', async () => {
    await renderScreen(
      <LearningContentScreen />,
      await storeWithEnrollments({ courseEnrollments: [], userLastInfo: [], todaysLiveClass: [] }),
    );
    expect(screen.getByText('You are not enrolled in any course yet.')).toBeVisible();
    expect(screen.getByText('You have no practice exams yet.')).toBeVisible();
    expect(screen.queryByTestId('exam-history')).toBeNull();
  });
});
