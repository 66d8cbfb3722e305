import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { recordAnswer, storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import { namedPaper } from '@/lib/exam/__fixtures__/papers';
import { hasUnsentData } from '@/lib/exam/attempt-record';
import { readAttemptRecord, writeAttemptRecord } from '@/lib/exam/attempt-storage';
import { keepPaper } from '@/lib/exam/kept-papers';
import type { Exam } from '@/lib/types';
import { LeftCourseExam } from './left-course-exam';
import { OfflineWords } from './offline-words';

/** The short paper kept on the device, its questions 904901… numbered 1… */
const paper: Exam = {
  ...namedPaper('YDS Kısa Deneme (5 soru)'),
  sections: [
    {
      id: 1,
      name: 'Kelime ve Dil Bilgisi',
      passages: [],
      questions: [1, 2, 3].map((number) => ({
        id: 904900 + number,
        number,
        text: `Question ${number}`,
        passageId: null,
        options: [],
      })),
    },
  ],
};

/** Question 3 answered D and question 1 cleared here, neither sent: the course has since left the list. */
async function waitingHere() {
  const deadline = new Date(Date.now() + 3600_000).toISOString();
  let record = storedAttempt('a-1', deadline, { examId: 9049, enrollmentId: 202 });
  record = recordAnswer(recordAnswer(record, 904903, 'D', Date.now()), 904901, null, Date.now() + 1);
  await writeAttemptRecord(record);
  await keepPaper(paper, 202);
}

const renderLine = () =>
  render(
    <LocaleProvider>
      <OfflineWords>
        <LeftCourseExam attemptId="a-1" name="#9049" />
      </OfflineWords>
    </LocaleProvider>,
  );

describe('an exam whose course left the student’s list, in the waiting-answers notice', () => {
  it('says why its answers cannot be sent, names each by the kept paper, and lets them go when dismissed', async () => {
    await waitingHere();
    renderLine();
    expect(
      await screen.findByText(
        '“YDS Kısa Deneme (5 soru)”: its course is no longer in your course list, so these answers given on this device cannot be sent:',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Question 1: you cleared your answer',
      'Question 3: you chose D',
    ]);
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: YDS Kısa Deneme (5 soru)' }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    const stored = await readAttemptRecord('a-1');
    expect(stored && hasUnsentData(stored)).toBe(false);
    // Let go, not refused: there is nothing left to tell on another screen.
    expect(stored?.notCounted).toEqual([]);
  });
});
