import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ExamHistoryEntry } from '@/lib/types';
import { TargetPanel } from './target-panel';
import { ExamWords } from '@/components/exam/exam-words';

const entry = (id: number, score: number, questionCount: number, day: number): ExamHistoryEntry => ({
  id,
  examId: 9033,
  examName: 'YDS Deneme Sınavı 1',
  examType: 'yds',
  enrollmentId: 202,
  courseID: 104,
  startedAt: `2026-11-${day}T08:00:00.000Z`,
  submittedAt: `2026-11-${day}T10:00:00.000Z`,
  durationSeconds: 10800,
  timeUsedSeconds: 7200,
  score,
  correct: score / 1.25,
  wrong: 0,
  empty: questionCount - score / 1.25,
  questionCount,
  questions: [],
});

// Best 71.25 on the full paper (day 12), latest 3.75 on the five-question exam (day 20).
const history = [entry(5001, 3.75, 5, 20), entry(4003, 71.25, 80, 12)];

const renderPanel = (target: number | null, onTargetChange = jest.fn()) => {
  render(<TargetPanel history={history} target={target} onTargetChange={onTargetChange} />, { wrapper: ExamWords });
  return onTargetChange;
};

describe('the target panel', () => {
  it('shows the latest and best scores with the correct answers each still needs, or that the target is out of reach', () => {
    renderPanel(75);
    const latest = screen.getByTestId('target-latest');
    expect(within(latest).getByText('3.75 out of 100')).toBeInTheDocument();
    expect(within(latest).getByTestId('target-gap')).toHaveTextContent(
      'Out of reach on this exam: even every remaining question right would not make 75.00.',
    );
    const best = screen.getByTestId('target-best');
    expect(within(best).getByText('71.25 out of 100')).toBeInTheDocument();
    expect(within(best).getByTestId('target-gap')).toHaveTextContent('3 more correct answers needed');
  });

  it('says when a target is reached', () => {
    renderPanel(70);
    expect(within(screen.getByTestId('target-best')).getByTestId('target-gap')).toHaveTextContent('Target reached');
  });

  it('asks for a target when none is set', () => {
    renderPanel(null);
    expect(screen.getByText('Set a target score to see how far your results are from it.')).toBeInTheDocument();
    expect(screen.queryByTestId('target-gap')).not.toBeInTheDocument();
  });

  it('refuses a target outside 0–100 with a message, and saves a valid one', () => {
    const onTargetChange = renderPanel(null);
    const input = screen.getByRole('textbox', { name: 'Target score (0–100)' });
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the target' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a score from 0 to 100, for example 75 or 72.5.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onTargetChange).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '72,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the target' }));
    expect(onTargetChange).toHaveBeenCalledWith(72.5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
