import { buttonTouchSuppressionMs } from '@/lib/config/ui';
import { createTapGuard } from './tap-guard';

describe('createTapGuard', () => {
  it('accepts the first tap and drops a second one inside the window', () => {
    const accept = createTapGuard(buttonTouchSuppressionMs);
    expect(accept(1000)).toBe(true);
    expect(accept(1000 + buttonTouchSuppressionMs - 1)).toBe(false);
  });

  it('accepts a tap once the window since the last accepted tap has passed', () => {
    const accept = createTapGuard(200);
    expect(accept(0)).toBe(true);
    expect(accept(150)).toBe(false);
    // Measured from the accepted tap, not the dropped one.
    expect(accept(200)).toBe(true);
    expect(accept(399)).toBe(false);
    expect(accept(400)).toBe(true);
  });
});
