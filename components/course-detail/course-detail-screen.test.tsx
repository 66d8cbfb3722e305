import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/components/__fixtures__/fake-api';
import {
  demoEnrollmentList,
  demoTopicCompletions,
  renderScreen,
  signInAyse,
  storeWithEnrollments,
  keepForSession,
} from '@/components/__fixtures__/screens';
import { ExamWords } from '@/components/exam/exam-words';
import { OfflineWords } from '@/components/offline/offline-words';
import { apiPaths } from '@/lib/api/endpoints';
import { routePatterns } from '@/lib/routes/routes';
import type { Enrollment } from '@/lib/types';
import { CourseDetailScreen } from './course-detail-screen';
import { openRoute } from '@/components/__fixtures__/navigation';

jest.mock('@/lib/api/product-api', () => jest.requireActual('@/components/__fixtures__/fake-api'));
jest.mock('next/navigation', () => jest.requireActual('@/components/__fixtures__/navigation'));

const list = demoEnrollmentList();
const b1 = (list.courseEnrollments as Enrollment[]).find((enrollment) => enrollment.courseID === 101) as Enrollment;
/** The seed's value, which these tests need to be there. */
function seededValue<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the demo seed changed: a value these tests rely on is gone');
  return value;
}
const firstSection = seededValue(b1.course.courseSections[0]);
const firstTopic = seededValue(firstSection.courseTopics[0]);
const seeded = demoTopicCompletions(101);
// A topic the student has not started, and its section.
const [newSection, newTopic] = b1.course.courseSections
  .flatMap((section) => section.courseTopics.map((topic) => [section, topic] as const))
  .find(([, topic]) => !seeded.some((done) => done.topicId === topic.id)) ?? [undefined, undefined];
const totalTopics = b1.course.courseSections.flatMap((section) => section.courseTopics).length;

async function renderCourse(
  path = '/CourseDetail/101',
  pattern: typeof routePatterns.courseDetail | typeof routePatterns.courseDetailTopic = routePatterns.courseDetail,
  { focusedControl = false } = {},
) {
  openRoute(path);
  const store = await storeWithEnrollments(list);
  await renderScreen(
    <ExamWords>
      <OfflineWords>
        {/* A control of the shell the student focused as the page opened (the account menu's button). */}
        {focusedControl && <button autoFocus>Account menu</button>}
        <CourseDetailScreen pattern={pattern} />
      </OfflineWords>
    </ExamWords>,
    store,
  );
}

const topicItem = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}`) });

beforeAll(() => {
  // jsdom lays nothing out: the opened topic's scroll into view does nothing here.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(async () => {
  localStorage.clear();
  fakeApi.reset();
  await signInAyse();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CourseDetailScreen', () => {
  it('shows the course with its progress and its first section open, once the completions answer', async () => {
    fakeApi.answer(apiPaths.topicCompletions(101), seeded);
    await renderCourse();

    expect(screen.getByRole('heading', { level: 1, name: b1.course.name })).toBeVisible();
    const done = seeded.filter((completion) => completion.completed === 100).length;
    expect(await screen.findByText(`${done} of ${totalTopics} topics completed`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: firstTopic.name })).toBeVisible();
  });

  it('shows the description and a loading line while the completions are on their way', async () => {
    fakeApi.hang(apiPaths.topicCompletions(101));
    await renderCourse();

    expect(screen.getByRole('heading', { level: 1, name: b1.course.name })).toBeVisible();
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('draws the progress kept on the device at once while the network says nothing', async () => {
    await keepForSession(apiPaths.topicCompletions(101), [{ topicId: firstTopic.id, completed: 100 }]);
    fakeApi.hang(apiPaths.topicCompletions(101));
    await renderCourse();

    expect(await screen.findByText(`1 of ${totalTopics} topics completed`)).toBeVisible();
    expect(within(topicItem(firstTopic.name)).getByTestId('topic-status')).toHaveTextContent('Completed');
  });

  it('explains a failed progress read with Try again, and still shows the outline', async () => {
    fakeApi.answer(apiPaths.topicCompletions(101), { message: 'Server error' }, 500);
    await renderCourse();

    expect(await screen.findByText('Progress could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 3, name: firstTopic.name })).toBeVisible();

    fakeApi.answer(apiPaths.topicCompletions(101), seeded);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/of \d+ topics completed/)).toBeVisible();
  });

  it('says a course that is not among the student’s enrollments is not there', async () => {
    await renderCourse('/CourseDetail/999');
    expect(screen.getByText('This course is not among your enrollments.')).toBeVisible();
  });

  /** The course opened at the unstarted topic, as a link to it opens it: its section open. */
  async function openNewTopic(options?: { focusedControl: boolean }) {
    if (!newSection || !newTopic) throw new Error('the seed has no unstarted topic');
    fakeApi.answer(apiPaths.topicCompletions(101), seeded);
    await renderCourse(`/CourseDetail/101/${newSection.id}/${newTopic.id}`, routePatterns.courseDetailTopic, options);
    return {
      topicId: newTopic.id,
      item: await screen.findByRole('listitem', { name: new RegExp(`^${newTopic.name}`) }),
    };
  }

  it('opened at a topic, focuses that topic once the outline appears', async () => {
    const { item } = await openNewTopic();
    await waitFor(() => expect(item).toHaveFocus());
  });

  it('leaves focus where the student put it while the outline loaded', async () => {
    const { item } = await openNewTopic({ focusedControl: true });
    expect(within(item).getByRole('button', { name: 'Mark as started' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('marks a topic started at once, before the server has answered, and sends the mark', async () => {
    fakeApi.hang(apiPaths.topicCompletion(newTopic?.id ?? 0));
    const { topicId, item } = await openNewTopic();

    await userEvent.click(within(item).getByRole('button', { name: 'Mark as started' }));
    await waitFor(() => expect(within(item).getByTestId('topic-status')).toHaveTextContent('In progress'));
    expect(fakeApi.requests().filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: apiPaths.topicCompletion(topicId), body: { topicId, completed: 0, courseID: 101 } },
    ]);
  });

  it('puts a refused mark back and says the progress was not saved', async () => {
    fakeApi.answer(apiPaths.topicCompletion(newTopic?.id ?? 0), { message: 'Course closed' }, 409);
    const { item } = await openNewTopic();

    await userEvent.click(within(item).getByRole('button', { name: 'Mark as started' }));
    expect(await screen.findByText('Your progress could not be saved. Please try again.')).toBeVisible();
    expect(within(item).getByTestId('topic-status')).toHaveTextContent('Not started');
  });
});
