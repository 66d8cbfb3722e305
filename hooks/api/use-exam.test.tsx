import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiError } from '@/lib/api/api-error';
import { fetchExam } from '@/lib/api/endpoints';
import { keepPaper, readKeptPaper } from '@/lib/exam/kept-papers';
import { waitingReads } from '@/lib/kept-reads/waiting-reads';
import type { Exam } from '@/lib/types';
import { useExam } from './use-exam';
import { namedPaper } from '@/lib/exam/__fixtures__/papers';

jest.mock('@/lib/api/endpoints', () => ({
  ...jest.requireActual('@/lib/api/endpoints'),
  fetchExam: jest.fn(),
}));
jest.mock('@/lib/exam/kept-papers', () => ({ readKeptPaper: jest.fn(), keepPaper: jest.fn() }));

const paper = namedPaper;
const keptAt = '2026-11-26T07:42:00.000Z';
const keptPaper = { key: '9049/202', examId: 9049, enrollmentId: 202, exam: paper('kept'), keptAt };

/** A cache of its own per test, no retries: each answer is the one the test gives. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
    {children}
  </SWRConfig>
);

/** The paper's read, held until the test answers it. */
function holdPaperRead() {
  let answer: (exam: Exam) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  jest.mocked(fetchExam).mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { answer: (exam: Exam) => answer(exam), fail: (error: unknown) => fail(error) };
}

const own = { ownEnrollment: true, open: false };

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(readKeptPaper).mockResolvedValue(keptPaper);
  jest.mocked(keepPaper).mockResolvedValue(undefined);
});

describe('useExam: the kept paper first, then the server’s', () => {
  it('draws the kept paper while the read hangs, notes it as waiting, then takes the fresh paper', async () => {
    const read = holdPaperRead();
    const { result } = renderHook(() => useExam('9049', '202', own), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('kept'));
    expect(result.current.fromDevice).toBe(true);
    expect(waitingReads()).toEqual([{ savedAt: Date.parse(keptAt), since: expect.any(Number) }]);

    await act(async () => read.answer(paper('fresh')));
    await waitFor(() => expect(result.current.data?.name).toBe('fresh'));
    expect(result.current.fromDevice).toBe(false);
    expect(waitingReads()).toEqual([]);
  });

  it('keeps the kept paper when no answer comes', async () => {
    const read = holdPaperRead();
    const { result } = renderHook(() => useExam('9049', '202', own), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('kept'));
    await act(async () => read.fail(new ApiError('no-response', 'No response from server')));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.data?.name).toBe('kept');
    expect(result.current.fromDevice).toBe(true);
  });

  it("withdraws the kept paper on the server's failure before the exam is open", async () => {
    const read = holdPaperRead();
    const { result } = renderHook(() => useExam('9049', '202', own), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('kept'));
    const failure = new ApiError('server', 'Request failed', 503);
    await act(async () => read.fail(failure));
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.data).toBeUndefined();
    expect(waitingReads()).toEqual([]);
  });

  it("draws no kept paper before an answer for an enrollment not in the student's list", async () => {
    const read = holdPaperRead();
    const { result } = renderHook(() => useExam('9049', '202', { ownEnrollment: false, open: false }), { wrapper });
    await waitFor(() => expect(readKeptPaper).toHaveBeenCalled());
    await waitFor(() => expect(fetchExam).toHaveBeenCalled());
    expect(result.current.data).toBeUndefined();
    expect(waitingReads()).toEqual([]);
    // No answer at all: the kept paper, as before (the exam shell opens offline without the list).
    await act(async () => read.fail(new ApiError('no-response', 'No response from server')));
    await waitFor(() => expect(result.current.data?.name).toBe('kept'));
  });

  it('waits for the network as before when nothing is kept', async () => {
    jest.mocked(readKeptPaper).mockResolvedValue(null);
    const read = holdPaperRead();
    const { result } = renderHook(() => useExam('9049', '202', own), { wrapper });
    await waitFor(() => expect(readKeptPaper).toHaveBeenCalledWith('9049', '202'));
    expect(result.current.data).toBeUndefined();
    const noResponse = new ApiError('no-response', 'No response from server');
    await act(async () => read.fail(noResponse));
    await waitFor(() => expect(result.current.error).toBe(noResponse));
    expect(result.current.data).toBeUndefined();
    expect(result.current.fromDevice).toBe(false);
  });
});
