import { chooseSharedComputer, isSharedComputer, sharedComputerByDefault } from './shared-computer';

/** A screen that answers the media queries in `matching`, `width` px wide. */
const screen = (width: number, ...matching: string[]) => ({
  innerWidth: width,
  matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList,
});

beforeEach(() => localStorage.clear());

describe('"This is a shared computer"', () => {
  it('is on by default in a desktop browser tab, off on a phone and in the installed app', () => {
    expect(sharedComputerByDefault(screen(1440))).toBe(true);
    expect(sharedComputerByDefault(screen(375, '(pointer: coarse)'))).toBe(false);
    expect(sharedComputerByDefault(screen(1024, '(pointer: coarse)'))).toBe(false);
    expect(sharedComputerByDefault(screen(500))).toBe(false);
    expect(sharedComputerByDefault(screen(1440, '(display-mode: standalone)'))).toBe(false);
  });

  it('keeps the device’s choice over the default, whoever signs in next', () => {
    chooseSharedComputer(false);
    expect(isSharedComputer(screen(1440))).toBe(false);
    chooseSharedComputer(true);
    expect(isSharedComputer(screen(375, '(pointer: coarse)'))).toBe(true);
  });
});
