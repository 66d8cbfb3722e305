import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { ExamWords } from './exam-words';
import { SubmitPanel } from './submit-panel';

type Props = ComponentProps<typeof SubmitPanel>;

/** The panel once the language and the exam's words are settled (English: nothing to download). */
async function renderPanel(change: Partial<Props> = {}) {
  const props: Props = {
    stage: 'open',
    problem: null,
    storageFull: false,
    timeUp: false,
    answered: 3,
    flagged: 1,
    total: 5,
    onSubmit: jest.fn(),
    onRetryNow: jest.fn(),
    ...change,
  };
  const panel = (next: Partial<Props>) => (
    <LocaleProvider>
      <ExamWords>
        <SubmitPanel {...props} {...next} />
      </ExamWords>
    </LocaleProvider>
  );
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(panel({}));
  });
  const rerender = (next: Partial<Props>) => view?.rerender(panel(next));
  return { props, rerender };
}

describe('SubmitPanel', () => {
  it('asks first, with what is unanswered and flagged, focus on Keep answering, which submits nothing', async () => {
    const { props } = await renderPanel();
    await act(async () => (await screen.findByRole('button', { name: 'Submit the exam' })).click());

    const confirmation = screen.getByTestId('submit-confirmation');
    expect(confirmation).toHaveTextContent('You answered 3 of 5 questions.');
    expect(confirmation).toHaveTextContent('2 questions are not answered.');
    expect(confirmation).toHaveTextContent('1 question is flagged for review.');
    expect(screen.getByRole('button', { name: 'Keep answering' })).toHaveFocus();

    const dialog = screen.getByRole('dialog', { name: 'Submit the exam?' }) as HTMLDialogElement;
    await act(async () => screen.getByRole('button', { name: 'Keep answering' }).click());
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits once on Submit now, then says the answers are on their way', async () => {
    const { props, rerender } = await renderPanel({ answered: 5, flagged: 0 });
    await act(async () => (await screen.findByRole('button', { name: 'Submit the exam' })).click());
    expect(screen.getByTestId('submit-confirmation')).toHaveTextContent('Every question is answered.');

    await act(async () => screen.getByRole('button', { name: 'Submit now' }).click());
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    rerender({ stage: 'submitting' });
    expect(screen.getByTestId('submission-status')).toHaveTextContent('Submitting your answers…');
    expect(screen.getByTestId('submission-status')).toHaveFocus();
  });

  it('says a submission waiting offline is safe on the device, with Try now', async () => {
    const { props } = await renderPanel({ stage: 'submitting', problem: 'offline' });
    expect(await screen.findByTestId('submission-status')).toHaveTextContent(
      'You are offline. Your answers are saved on this device and will be submitted when the connection returns.',
    );
    await act(async () => screen.getByRole('button', { name: 'Try now' }).click());
    expect(props.onRetryNow).toHaveBeenCalledTimes(1);
  });

  it('never claims the answers are on a device that could not store them', async () => {
    await renderPanel({ stage: 'submitting', problem: 'offline', storageFull: true });
    expect(await screen.findByTestId('submission-status')).toHaveTextContent(
      'Not saved on this device and not sent yet. Keep this page open',
    );
  });

  it('submits without asking when the time is up, and says so', async () => {
    await renderPanel({ stage: 'submitting', timeUp: true });
    expect(await screen.findByTestId('submission-status')).toHaveTextContent('Submitting your answers…');
    expect(screen.queryByRole('button', { name: 'Submit the exam' })).not.toBeInTheDocument();
  });
});
