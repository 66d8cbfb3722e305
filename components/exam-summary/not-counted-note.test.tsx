import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { ExamWords } from '@/components/exam/exam-words';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { storedAttempt } from '@/lib/exam/__fixtures__/attempts';
import { readAttemptRecord, writeAttemptRecord } from '@/lib/exam/attempt-storage';
import { scoredAttemptPick } from '@/lib/exam-summary/not-counted';
import { storageKeys } from '@/lib/storage/keys';
import { writeStored } from '@/lib/storage/stored-value';
import { NotCountedNote } from './not-counted-note';

const questions = [2, 7].map((number) => ({ id: 903300 + number, number }));
const pick = scoredAttemptPick(5001);

/** The summary's attempt, scored on another device while question 7 (C) and a cleared question 2 waited here. */
const refusedHere = () =>
  writeAttemptRecord(
    storedAttempt('a-1', new Date(Date.now() + 3600_000).toISOString(), {
      solvedExamId: 5001,
      notCounted: [
        { questionId: 903307, answer: 'C', reason: 'submitted-elsewhere' },
        { questionId: 903302, answer: null, reason: 'submitted-elsewhere' },
      ],
    }),
  );

const renderNote = () =>
  render(
    <LocaleProvider>
      <ExamWords>
        <NotCountedNote pick={pick} questions={questions} />
      </ExamWords>
    </LocaleProvider>,
  );

beforeEach(() => localStorage.clear());

describe('the answers not counted, on the summary', () => {
  it('names each by question number and the choice given, says why, and only once', async () => {
    await refusedHere();
    renderNote();
    const note = await screen.findByRole('status');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        'Not counted: these answers were given on this device after the exam had been submitted on another device.',
      ),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Question 2: you cleared your answer',
      'Question 7: you chose C',
    ]);
    // Once shown, the device forgets them: no later screen tells them again.
    await waitFor(async () => expect((await readAttemptRecord('a-1'))?.notCounted).toEqual([]));
  });

  it('speaks Turkish', async () => {
    writeStored(storageKeys.locale, 'tr-TR');
    await refusedHere();
    renderNote();
    expect(await screen.findByText('7. soru: C şıkkını seçtiniz')).toBeInTheDocument();
    expect(screen.getByText('2. soru: cevabınızı sildiniz')).toBeInTheDocument();
    expect(
      screen.getByText('Sayılmadı: bu cevaplar, sınav başka bir cihazda teslim edildikten sonra bu cihazda verildi.'),
    ).toBeInTheDocument();
  });
});
