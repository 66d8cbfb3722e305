import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { newAnswer, resumeRecord, withAnswers, type AttemptRecord } from '@/lib/exam/attempt-record';
import { inProgressAttempt } from '@/lib/exam/__fixtures__/attempts';
import type { SyncSnapshot } from '@/lib/exam/attempt-sync';
import type { OpenedAttempt } from '@/hooks/api/use-attempt-start';
import type { Exam, OptionKey } from '@/lib/types';
import { ExamSession } from './exam-session';
import { ExamWords } from '@/components/exam/exam-words';

/**
 * Which memoised components render, by name and question number: React's `memo` is wrapped so
 * that each call of the component's own function is counted (a skipped, memoised one is not).
 */
const mockRenders: string[] = [];
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  type Props = { number?: number; question?: { number: number } };
  const counted =
    <A extends unknown[]>(name: string, render: (props: Props, ...rest: A) => unknown) =>
    (props: Props, ...rest: A) => {
      mockRenders.push(`${name}:${props.number ?? props.question?.number ?? ''}`);
      return render(props, ...rest);
    };
  const memo = (component: unknown, compare?: unknown) => {
    if (typeof component === 'function') {
      return actual.memo(counted(component.name, component as never) as never, compare as never);
    }
    const forwarded = component as { render: (props: Props, ref: unknown) => unknown };
    return actual.memo(
      { ...forwarded, render: counted(forwarded.render.name, forwarded.render) } as never,
      compare as never,
    );
  };
  return { ...actual, memo };
});

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));

/** The attempt's sync, in memory: an answer changes the record at once, as the real one does before it stores it. */
let mockRecord: AttemptRecord;
const listeners = new Set<() => void>();
const snapshotOf = (record: AttemptRecord): SyncSnapshot => ({
  record,
  status: 'saved',
  problem: null,
  storageFull: false,
  clockOffsetMs: 0,
});
let mockSnapshot: SyncSnapshot;
const mockSync = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => mockSnapshot,
  answer: (questionId: number, key: OptionKey | null) => {
    mockRecord = withAnswers(mockRecord, [newAnswer(mockRecord, questionId, key, Date.now())]);
    mockSnapshot = snapshotOf(mockRecord);
    listeners.forEach((listener) => listener());
    return Promise.resolve();
  },
  toggleFlag: jest.fn(),
  rememberPosition: jest.fn(),
  submit: jest.fn(),
  retryNow: jest.fn(),
};
jest.mock('@/hooks/exam/use-attempt-sync', () => ({
  useAttemptSync: () => ({
    sync: mockSync,
    snapshot: useSyncExternalStore(mockSync.subscribe, mockSync.getSnapshot, mockSync.getSnapshot),
  }),
}));

const questionCount = 80;
const exam: Exam = {
  id: 9033,
  name: 'YDS Deneme Sınavı 1',
  examType: 'yds',
  field: null,
  durationSeconds: 10800,
  questionCount,
  sections: [
    {
      id: 1,
      name: 'Kelime',
      passages: [],
      questions: Array.from({ length: questionCount }, (_, index) => ({
        id: 903300 + index + 1,
        number: index + 1,
        text: `Question text ${index + 1}`,
        passageId: null,
        options: (['A', 'B', 'C', 'D', 'E'] as const).map((key) => ({ key, text: `Option ${key}` })),
      })),
    },
  ],
};

const started: OpenedAttempt = {
  attempt: { ...inProgressAttempt, deadline: new Date(Date.now() + 3 * 3600_000).toISOString() },
  clock: { offsetMs: 0, roundTripMs: 10 },
  source: 'server',
  onServer: true,
  stored: null,
};

/**
 * jsdom has no layout: the screen is as wide as `setScreenWidth` says for `min-width` queries, and
 * the lists tell their listeners when that changes, as a browser's do.
 */
let screenWidth = 1440;
const widthListeners = new Set<() => void>();
function setScreenWidth(width: number) {
  screenWidth = width;
  widthListeners.forEach((listener) => listener());
}
Object.defineProperty(window, 'matchMedia', {
  value: (query: string) => {
    const minWidth = /min-width: (\d+)px/.exec(query);
    const matches = () => (minWidth ? screenWidth >= Number(minWidth[1]) : false);
    const listeners = new Map<(event: { matches: boolean }) => void, () => void>();
    return {
      get matches() {
        return matches();
      },
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
        const notify = () => listener({ matches: matches() });
        listeners.set(listener, notify);
        widthListeners.add(notify);
      },
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
        const notify = listeners.get(listener);
        if (notify) widthListeners.delete(notify);
      },
    };
  },
});

beforeEach(() => {
  setScreenWidth(1440);
  mockRenders.length = 0;
  mockRecord = resumeRecord(started.attempt, null);
  mockSnapshot = snapshotOf(mockRecord);
});

describe('the question navigator by screen width', () => {
  it('is a one-line bar with the counts on a phone, its 80 questions drawn only when opened', () => {
    setScreenWidth(375);
    mockRecord = { ...mockRecord, flagged: [903302] };
    mockSnapshot = snapshotOf(mockRecord);
    render(<ExamSession exam={exam} started={started} onAttemptRefused={jest.fn()} />, { wrapper: ExamWords });
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: /^B\)/ }));
    });
    expect(screen.getByTestId('navigator-bar')).toHaveTextContent('Questions1 of 80 answered · 1 flagged');
    expect(screen.queryByRole('button', { name: 'Question 1' })).toBeNull();
  });

  it('shows every question beside the exam from the small breakpoint on', () => {
    render(<ExamSession exam={exam} started={started} onAttemptRefused={jest.fn()} />, { wrapper: ExamWords });
    expect(screen.queryByTestId('navigator-bar')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Question \d+$/ })).toHaveLength(questionCount);
  });
});

describe('answering a question on the exam screen', () => {
  it('re-renders only that question and its navigator item, and shows the choice at once', () => {
    render(<ExamSession exam={exam} started={started} onAttemptRefused={jest.fn()} />, { wrapper: ExamWords });
    expect(mockRenders.filter((name) => name.startsWith('NavigatorItem'))).toHaveLength(questionCount);

    mockRenders.length = 0;
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: /^B\)/ }));
    });

    expect(screen.getByRole('radio', { name: /^B\)/ })).toBeChecked();
    expect(mockRenders.filter((name) => name.startsWith('NavigatorItem'))).toEqual(['NavigatorItem:1']);
    expect(mockRenders.filter((name) => name.startsWith('QuestionPanel'))).toEqual(['QuestionPanel:1']);
  });

  it('re-renders no question and no navigator item when the same answer comes back from storage', () => {
    render(<ExamSession exam={exam} started={started} onAttemptRefused={jest.fn()} />, { wrapper: ExamWords });
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: /^C\)/ }));
    });
    mockRenders.length = 0;
    // Another record object with the same answers (as a completed write or another tab delivers).
    act(() => {
      mockRecord = { ...mockRecord, lastSeq: mockRecord.lastSeq };
      mockSnapshot = snapshotOf(mockRecord);
      listeners.forEach((listener) => listener());
    });
    expect(mockRenders.filter((name) => name.startsWith('NavigatorItem') || name.startsWith('QuestionPanel'))).toEqual(
      [],
    );
  });
});
