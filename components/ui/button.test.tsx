import { fireEvent, render, screen } from '@testing-library/react';
import { buttonTouchSuppressionMs } from '@/lib/config/ui';
import { Button } from './button';

describe('Button', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('ignores a second tap within the suppression window on a button that sends', () => {
    const send = jest.fn();
    render(
      <Button sends onClick={send}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    jest.advanceTimersByTime(buttonTouchSuppressionMs - 1);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('submits its form once for a double tap', () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button sends type="submit">
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('lets every tap through on a button that only changes the view', () => {
    const next = jest.fn();
    render(<Button onClick={next}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(next).toHaveBeenCalledTimes(2);
  });
});
