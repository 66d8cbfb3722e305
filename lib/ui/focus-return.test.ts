import { currentOpener, rememberFocus, returnFocus, trackPointerControls } from './focus-return';

/** jsdom draws nothing: every element but those under `[data-undrawn]` counts as on screen. */
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    const drawn = !this.closest('[data-undrawn]');
    return { length: drawn ? 1 : 0 } as DOMRectList;
  });
});

function page(html: string) {
  document.body.innerHTML = `${html}<dialog open id="dialog"><button id="inside">Keep</button></dialog>`;
  return document.getElementById('dialog') as HTMLDialogElement;
}
const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('focus after a dialog closes', () => {
  it('goes back to the opener when focus was lost', () => {
    const dialog = page('<section><button id="opener">Keep this course</button></section>');
    const memory = rememberFocus(byId('opener'));
    byId('inside').focus();
    returnFocus(memory, dialog);
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('goes to the first control left where the opener was when the opener is gone', () => {
    const dialog = page(
      '<button id="before">Before</button><section id="keep"><div id="row"><button id="opener">Keep</button></div><p id="progress"><button id="pause">Pause</button></p></section>',
    );
    const memory = rememberFocus(byId('opener'));
    byId('row').remove();
    returnFocus(memory, dialog);
    expect(document.activeElement).toBe(byId('pause'));
  });

  it('passes over a disabled or hidden opener and controls not on screen', () => {
    const dialog = page(
      '<section><button id="opener" disabled>Keep</button><span data-undrawn><a id="hidden" href="/x">x</a></span><a id="next" href="/y">y</a></section>',
    );
    const memory = rememberFocus(byId('opener'));
    returnFocus(memory, dialog);
    expect(document.activeElement).toBe(byId('next'));
  });

  it('moves on when what the dialog started removes the opener just after focus came back to it', async () => {
    const dialog = page(
      '<section><div id="row"><button id="opener">Keep</button></div><a id="topic" href="/t">Topic</a></section>',
    );
    const memory = rememberFocus(byId('opener'));
    byId('opener').focus();
    returnFocus(memory, dialog);
    expect(document.activeElement).toBe(byId('opener'));
    byId('row').remove();
    await Promise.resolve();
    expect(document.activeElement).toBe(byId('topic'));
  });

  it('leaves focus alone when the owner or the browser already placed it', () => {
    const dialog = page('<button id="opener">Open</button><h2 id="question" tabindex="-1">Question 4</h2>');
    const memory = rememberFocus(byId('opener'));
    byId('question').focus();
    returnFocus(memory, dialog);
    expect(document.activeElement).toBe(byId('question'));
  });

  it('knows a tapped opener that did not take focus, and forgets it on a key press', () => {
    trackPointerControls(document);
    page('<button id="opener"><svg id="icon"></svg>Keep</button>');
    byId('icon').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.activeElement).toBe(document.body);
    expect(currentOpener(document)).toBe(byId('opener'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(currentOpener(document)).toBeNull();
  });
});
