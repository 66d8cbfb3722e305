import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { useAttemptStart, type OpenedAttempt } from '@/hooks/api/use-attempt-start';
import { useExam } from '@/hooks/api/use-exam';
import { useKeptAttempt } from '@/hooks/exam/use-kept-attempt';
import { ApiError } from '@/lib/api/api-error';
import { inProgressAttempt } from '@/lib/exam/__fixtures__/attempts';
import type { Enrollment, Exam } from '@/lib/types';
import { makeStore } from '@/store/store';
import { ExamScreen } from './exam-screen';
import { ExamWords } from './exam-words';
import { openRoute } from '@/components/__fixtures__/navigation';

// The screen's reads are its hooks (each tested on its own, the real ones in e2e/exam*.spec.ts):
// here they give each state the screen must draw.
jest.mock('@/hooks/api/use-exam');
jest.mock('@/hooks/api/use-attempt-start');
jest.mock('@/hooks/exam/use-kept-attempt');
jest.mock('@/hooks/exam/use-reconnect', () => ({ useReconnect: () => undefined }));
// Taking the exam is ExamSession's (exam-session.test.tsx): here, that it opens, and for which attempt.
jest.mock('./exam-session', () => ({
  ExamSession: ({ started }: { started: OpenedAttempt }) => (
    <p data-testid="session">Questions of attempt {started.attempt.attemptId}</p>
  ),
}));
jest.mock('next/navigation', () => jest.requireActual('@/components/__fixtures__/navigation'));
openRoute('/SinaviCoz/9049/202');

const examMock = jest.mocked(useExam);
const attemptMock = jest.mocked(useAttemptStart);
const keptMock = jest.mocked(useKeptAttempt);

const paper: Exam = {
  id: 9049,
  name: 'YDS Kısa Deneme (5 soru)',
  examType: 'yds',
  field: null,
  durationSeconds: 20,
  questionCount: 5,
  sections: [],
};
const enrollment = (questionCount: number): Enrollment => ({
  id: 202,
  courseID: 104,
  course: {
    id: 104,
    name: 'YDS Deneme Sınavları',
    courseRef: 5,
    courseType: { name: 'E-YDS Deneme Sınavı' },
    courseSections: [
      {
        id: 1009,
        name: 'Kısa denemeler',
        order: 1,
        courseTopics: [
          {
            id: 5031,
            name: 'Kısa deneme',
            order: 1,
            materials: [{ id: 9049, name: paper.name, type: 'exam', questionCount }],
          },
        ],
      },
    ],
  },
});
const started = (change: Partial<OpenedAttempt['attempt']> = {}): OpenedAttempt => ({
  attempt: { ...inProgressAttempt, examId: 9049, ...change },
  clock: { offsetMs: 0, roundTripMs: 10 },
  source: 'server',
  onServer: true,
  stored: null,
});

const reloadExam = jest.fn();
function givenExam(state: Partial<ReturnType<typeof useExam>>) {
  examMock.mockReturnValue({ data: undefined, error: undefined, fromDevice: false, mutate: reloadExam, ...state });
}
/** The attempt read: nothing until Start asks for it (`examId` set), then `answer`. */
function givenAttempt(answer: Partial<ReturnType<typeof useAttemptStart>>) {
  attemptMock.mockImplementation((examId) =>
    examId === null
      ? ({ data: undefined, error: undefined, mutate: jest.fn() } as never)
      : ({ data: undefined, error: undefined, mutate: jest.fn(), ...answer } as never),
  );
}

function renderScreen(questionCount = paper.questionCount) {
  const store = makeStore({ user: { ...makeStore().getState().user, enrollments: [enrollment(questionCount)] } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <LocaleProvider>
        <ExamWords>{children}</ExamWords>
      </LocaleProvider>
    </Provider>
  );
  return render(<ExamScreen type="yds" />, { wrapper });
}

beforeEach(() => {
  jest.resetAllMocks();
  keptMock.mockReturnValue({ loaded: true, kept: null });
  givenAttempt({});
});

describe('ExamScreen', () => {
  it('says the exam is opening while its paper is read', async () => {
    givenExam({});
    keptMock.mockReturnValue({ loaded: false, kept: null });
    renderScreen();
    expect(await screen.findByText('Opening your exam…')).toBeVisible();
  });

  it('shows the fresh paper’s start screen; Start opens the attempt and its questions', async () => {
    givenExam({ data: paper });
    givenAttempt({ data: started() });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: paper.name })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you start' })).toHaveFocus();
    expect(screen.getByTestId('exam-start-questions')).toHaveTextContent('5 questions');
    expect(attemptMock).toHaveBeenLastCalledWith(null, 202, false);

    await act(async () => screen.getByRole('button', { name: 'Start the exam' }).click());
    expect(attemptMock).toHaveBeenLastCalledWith('9049', 202, false);
    expect(screen.getByTestId('session')).toHaveTextContent('Questions of attempt a-1');
  });

  it('shows the paper kept on the device while the server is silent', async () => {
    givenExam({
      data: { ...paper, name: 'Kept paper' },
      fromDevice: true,
      error: new ApiError('no-response', 'No response from server'),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kept paper' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start the exam' })).toBeVisible();
  });

  it('resumes an attempt this device keeps, without the start screen', async () => {
    givenExam({ data: paper });
    keptMock.mockReturnValue({
      loaded: true,
      kept: {
        key: '9049/202',
        attempt: { ...inProgressAttempt, attemptId: 'kept-1' },
        clockOffsetMs: 0,
        onServer: true,
      },
    });
    givenAttempt({ data: started({ attemptId: 'kept-1' }) });
    renderScreen();
    expect(await screen.findByTestId('session')).toHaveTextContent('Questions of attempt kept-1');
    expect(screen.queryByRole('button', { name: 'Start the exam' })).not.toBeInTheDocument();
  });

  it('says what failed when the paper cannot be read, and Try again reads it again', async () => {
    givenExam({ error: new ApiError('server', 'Server error', 500) });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(reloadExam).toHaveBeenCalledTimes(1);
  });

  it('says so when the exam is not the student’s', async () => {
    givenExam({ error: new ApiError('request', 'Request failed', 404) });
    renderScreen();
    expect(await screen.findByText('This exam could not be found among your courses.')).toBeVisible();
  });

  it('says an exam without questions cannot be started yet, with the way back to the course', async () => {
    givenExam({ data: { ...paper, questionCount: 0 } });
    renderScreen(0);
    expect(await screen.findByText('Not available yet: this exam has no questions yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to YDS Deneme Sınavları' })).toHaveAttribute(
      'href',
      '/CourseDetail/104/1009/5031',
    );
    expect(screen.queryByRole('button', { name: 'Start the exam' })).not.toBeInTheDocument();
  });

  it('offers a submitted exam’s results, a retake and the way back to its course', async () => {
    givenExam({ data: paper });
    keptMock.mockReturnValue({
      loaded: true,
      kept: { key: '9049/202', attempt: inProgressAttempt, clockOffsetMs: 0, onServer: true },
    });
    givenAttempt({ data: started({ status: 'submitted', solvedExamId: 4003 }) });
    renderScreen();
    const submitted = await screen.findByTestId('exam-submitted');
    expect(screen.getByRole('heading', { level: 2, name: 'You have submitted this exam' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See results' })).toHaveAttribute('href', '/SinavOzeti/4003');
    expect(screen.getByRole('link', { name: 'Retake' })).toHaveAttribute('href', '/SinaviCoz/9049/202?retake=1');
    expect(submitted).toContainElement(screen.getByRole('link', { name: 'Back to YDS Deneme Sınavları' }));
    expect(screen.getByRole('link', { name: 'Back to YDS Deneme Sınavları' })).toHaveAttribute(
      'href',
      '/CourseDetail/104/1009/5031',
    );
  });
});
