import { navigatorKeyTarget } from './navigator-keys';

describe('navigatorKeyTarget', () => {
  it('moves one question on with → and ↓, back with ← and ↑', () => {
    expect(navigatorKeyTarget('ArrowRight', 4, 80)).toBe(5);
    expect(navigatorKeyTarget('ArrowDown', 4, 80)).toBe(5);
    expect(navigatorKeyTarget('ArrowLeft', 4, 80)).toBe(3);
    expect(navigatorKeyTarget('ArrowUp', 4, 80)).toBe(3);
  });

  it('stops at both ends instead of wrapping round', () => {
    expect(navigatorKeyTarget('ArrowRight', 79, 80)).toBe(79);
    expect(navigatorKeyTarget('ArrowLeft', 0, 80)).toBe(0);
  });

  it('goes to the first question with Home and the last with End', () => {
    expect(navigatorKeyTarget('Home', 40, 80)).toBe(0);
    expect(navigatorKeyTarget('End', 3, 80)).toBe(79);
  });

  it('leaves every other key alone (Enter and Space open the question, Tab leaves)', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'n', 'PageDown']) expect(navigatorKeyTarget(key, 3, 80)).toBeNull();
  });

  it('has nowhere to go without questions', () => {
    expect(navigatorKeyTarget('End', 0, 0)).toBeNull();
  });
});
