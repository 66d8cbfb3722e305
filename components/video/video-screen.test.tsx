import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/components/__fixtures__/fake-api';
import {
  demoMaterial,
  renderScreen,
  signInAyse,
  storeWithEnrollments,
  keepForSession,
} from '@/components/__fixtures__/screens';
import { makeStore } from '@/store/store';
import { OfflineWords } from '@/components/offline/offline-words';
import { apiPaths } from '@/lib/api/endpoints';
import { VideoScreen } from './video-screen';
import { ViewerWords } from './viewer-words';
import { openRoute } from '@/components/__fixtures__/navigation';

jest.mock('@/lib/api/product-api', () => jest.requireActual('@/components/__fixtures__/fake-api'));
jest.mock('next/navigation', () => jest.requireActual('@/components/__fixtures__/navigation'));

const lesson = demoMaterial(9001);

async function renderVideo(path = '/VideoGoster/9001', guest = false, downloadsLeft = 3) {
  openRoute(path);
  fakeApi.answer(apiPaths.downloadRight, { remaining: downloadsLeft, limit: 5 });
  // A guest has no enrollments.
  const store = guest ? makeStore() : await storeWithEnrollments();
  await renderScreen(
    <ViewerWords>
      <OfflineWords>
        <VideoScreen guest={guest} />
      </OfflineWords>
    </ViewerWords>,
    store,
  );
}

const playButton = () => screen.queryByRole('button', { name: `Play, ${lesson.name}` });

beforeAll(() => {
  // Cache Storage, which jsdom lacks, as a device with no video downloaded has it.
  const empty = { keys: async () => [], match: async () => undefined } as unknown as Cache;
  Object.defineProperty(globalThis, 'caches', { value: { open: async () => empty }, configurable: true });
});

beforeEach(async () => {
  localStorage.clear();
  fakeApi.reset();
  await signInAyse();
});

describe('VideoScreen', () => {
  it('shows the lesson under its title, one Play press away, with the way back to its course and its downloads left', async () => {
    fakeApi.answer(apiPaths.material(9001), lesson);
    await renderVideo();

    expect(await screen.findByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
    expect(playButton()).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to B1 Orta Seviye İngilizce/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/CourseDetail\/101\/\d+\/\d+$/),
    );
    expect(await screen.findByText('Downloads left: 3')).toBeVisible();
    expect(screen.getByRole('button', { name: /Download for offline viewing/ })).toBeEnabled();
  });

  it('turns the download off once the student has none left', async () => {
    fakeApi.answer(apiPaths.material(9001), lesson);
    await renderVideo('/VideoGoster/9001', false, 0);
    expect(
      await screen.findByText('You have no video downloads left. Ask your school if you need more.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Download for offline viewing/ })).toBeDisabled();
  });

  it('holds the player’s place with a loading line, under the name the course list gives, while the lesson is on its way', async () => {
    fakeApi.hang(apiPaths.material(9001));
    await renderVideo();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the video…');
    expect(screen.getByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
    expect(playButton()).toBeNull();
  });

  it('draws the lesson kept on the device at once while the network says nothing', async () => {
    await keepForSession(apiPaths.material(9001), lesson);
    fakeApi.hang(apiPaths.material(9001));
    await renderVideo();

    expect(await screen.findByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
    expect(playButton()).toBeVisible();
  });

  it('explains a failed read with Try again, which brings the lesson', async () => {
    fakeApi.answer(apiPaths.material(9001), { message: 'Server error' }, 500);
    await renderVideo();

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fakeApi.answer(apiPaths.material(9001), lesson);
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: `Play, ${lesson.name}` })).toBeVisible();
  });

  it('says a video that does not exist cannot be found', async () => {
    fakeApi.answer(apiPaths.material(9099), { message: 'Not found' }, 404);
    await renderVideo('/VideoGoster/9099');
    expect(await screen.findByText('This video could not be found.')).toBeVisible();
  });

  it('tells a guest that a video not shared with guests is not shared', async () => {
    fakeApi.answer(apiPaths.guestMaterial(9001), { message: 'Not found' }, 404);
    await renderVideo('/misafirGirisi/9001', true);
    expect(await screen.findByText(/This video is not shared/)).toBeVisible();
    expect(screen.queryByText(/Downloads left/)).toBeNull();
  });

  it('refuses to play a material that is not a video', async () => {
    fakeApi.answer(apiPaths.material(9002), demoMaterial(9002));
    await renderVideo('/VideoGoster/9002');
    expect(await screen.findByText('This material is not a video.')).toBeVisible();
  });
});
