import { act, render, screen } from '@testing-library/react';
import { LiveClassStatus } from './live-class-status';

describe('live class status', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-23T09:58:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('counts down to the start, offers the join link while live, and says when it ended', () => {
    render(
      <LiveClassStatus
        start={new Date('2026-11-23T10:00:00Z')}
        end={new Date('2026-11-23T10:30:00Z')}
        joinHref="https://zoom.us/j/1"
        external
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 02:00');

    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 00:59');

    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Live now')).toBeInTheDocument();
    const join = screen.getByRole('link', { name: 'Join the live class' });
    expect(join).toHaveAttribute('href', 'https://zoom.us/j/1');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');

    act(() => jest.advanceTimersByTime(30 * 60_000));
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
