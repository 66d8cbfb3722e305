/**
 * Test-only: what the screens' component tests share: the demo's seeded answers for Ayşe, her session
 * on the device, and a screen rendered inside the providers the app has above it (a fresh SWR cache
 * each time). Never imported by product code.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { ToastProvider } from '@/components/ui/toast-provider';
import { apiPaths, fetchEnrollments, keptFor } from '@/lib/api/endpoints';
import { forgetKeptAnswers, keepAnswer, loadKeptAnswers } from '@/lib/kept-reads/kept-answers';
import { saveSession } from '@/lib/session/session';
import { makeStore } from '@/store/store';
import { enrollmentsLoaded } from '@/store/user-slice';
import { fakeApi } from './fake-api';

export const ayse = 'ayse.yilmaz';

// The demo backend's own data (demo/seed, demo/api; plain JavaScript), as docs/api.md documents it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const demo = (path: string): Record<string, any> => jest.requireActual(`@/demo/${path}`);

/** Ayşe's `userEnrollmentsSimple` answer as the demo API gives it at `now`. */
export function demoEnrollmentList(now = Date.now()) {
  const { enrollmentsAt } = demo('api/materials.mjs');
  const { enrollmentSeed, lastInfoSeed } = demo('seed/courses.mjs');
  const { todaysLiveClasses } = demo('seed/live-classes.mjs');
  return {
    courseEnrollments: enrollmentsAt(enrollmentSeed[ayse], now),
    userLastInfo: lastInfoSeed[ayse],
    todaysLiveClass: todaysLiveClasses(ayse, now),
  };
}

/** Ayşe's seeded topic completions of a course. */
export const demoTopicCompletions = (courseId: number): { topicId: number; completed: number }[] =>
  demo('seed/topic-completions.mjs').topicCompletionSeed[ayse][courseId] ?? [];

/** A material of Ayşe's courses as `materials/{id}` answers it (9001 a video, 9002 a PDF). */
export function demoMaterial(id: number) {
  const { findMaterial } = demo('api/materials.mjs');
  const { enrollmentSeed } = demo('seed/courses.mjs');
  const courses = enrollmentSeed[ayse].map((enrollment: { course: unknown }) => enrollment.course);
  return findMaterial(courses, String(id), Date.now());
}

/** One of Ayşe's three seeded sittings of the E-YDS practice exam 9033, as `solved-exams/{id}` answers it. */
export function demoSolvedExam(sitting = 2) {
  const { findExam } = demo('api/exams.mjs');
  const { solvedExamForStudent } = demo('api/exam-results.mjs');
  const { enrollmentSeed } = demo('seed/courses.mjs');
  const attempt = demo('seed/exam-history.mjs').seedExamHistory(ayse, Date.now())[sitting];
  return solvedExamForStudent(attempt, findExam({ enrollments: enrollmentSeed[ayse] }, 9033, 202));
}

/** The store as the auth gate leaves it for a signed-in page: the enrollments read (Ayşe's by default) and in. */
export async function storeWithEnrollments(list: unknown = demoEnrollmentList()) {
  fakeApi.answer(apiPaths.enrollments, list);
  const store = makeStore();
  store.dispatch(enrollmentsLoaded(await fetchEnrollments()));
  return store;
}

/** Ayşe signed in on this device, with nothing kept from an earlier test, and her kept copies read in as the gate does. */
export async function signInAyse() {
  await forgetKeptAnswers();
  saveSession(
    { accessToken: 'access-1', idToken: null, refreshToken: null },
    { FirstName: 'Ayşe', LastName: 'Yılmaz', UserName: ayse },
  );
  await loadKeptAnswers(keptFor()!);
}

/** `answer` kept on the device as the copy of `path` for the signed-in session, as a read under it keeps it. */
export const keepForSession = (path: string, answer: unknown) => keepAnswer(path, answer, keptFor()!);

/**
 * `ui` inside the store, language and toast providers the app's screens have above them, once the
 * language is settled (English: nothing to download).
 */
export async function renderScreen(ui: ReactElement, store = makeStore()) {
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <LocaleProvider>
            <ToastProvider>{ui}</ToastProvider>
          </LocaleProvider>
        </SWRConfig>
      </Provider>,
    );
  });
  return { store, ...(view as RenderResult) };
}
