/**
 * Where focus goes when a dialog closes (decision 68): back to the control that opened it, or, when
 * that control is gone, disabled or hidden by what the dialog did, to the first control on screen
 * in the nearest part of the page that held it. Browsers restore focus to the opener themselves
 * only when the opener had focus (Safari does not focus a tapped button) and is still usable.
 */

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** What a dialog remembers when it opens: its opener and the opener's ancestors, nearest first. */
export interface FocusMemory {
  opener: HTMLElement | null;
  ancestors: HTMLElement[];
}

let lastPointerControl: HTMLElement | null = null;
let tracking = false;

const controlAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`${focusable}, [role="button"]`) : null;

/**
 * Remembers the control last pressed with a finger or a mouse, for the engines that do not focus
 * it: the opener of a dialog opened by a tap. A key press clears it (keyboard users have focus).
 * Idempotent; installed once by the providers, so dialogs whose code arrives later know it too.
 */
export function trackPointerControls(page: Document): void {
  if (tracking) return;
  tracking = true;
  page.addEventListener('pointerdown', (event) => (lastPointerControl = controlAt(event.target)), true);
  page.addEventListener('keydown', () => (lastPointerControl = null), true);
}

/** The control of `page` that is opening a dialog now: the focused one, else the one just pressed. */
export function currentOpener(page: Document): HTMLElement | null {
  const active = page.activeElement;
  if (active instanceof HTMLElement && active !== page.body && !active.closest('dialog')) return active;
  return lastPointerControl?.isConnected ? lastPointerControl : null;
}

export function rememberFocus(opener: HTMLElement | null): FocusMemory {
  const ancestors: HTMLElement[] = [];
  for (
    let parent = opener?.parentElement;
    parent && parent !== opener?.ownerDocument.body;
    parent = parent.parentElement
  ) {
    ancestors.push(parent);
  }
  return { opener, ancestors };
}

/** On screen and able to take focus: connected, not disabled, not inside a closed or other dialog, drawn. */
function canTakeFocus(element: HTMLElement, dialog: HTMLElement): boolean {
  if (!element.isConnected || dialog.contains(element)) return false;
  if (element.matches(':disabled') || element.closest('[inert], [hidden], dialog:not([open])')) return false;
  return element.getClientRects().length > 0;
}

/** Focus on the opener if it can take it, else on the first control that can in its nearest ancestor left. */
function moveOn({ opener, ancestors }: FocusMemory, dialog: HTMLElement): void {
  if (opener && canTakeFocus(opener, dialog)) {
    opener.focus();
    return;
  }
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    const next = [...ancestor.querySelectorAll<HTMLElement>(focusable)].find((element) =>
      canTakeFocus(element, dialog),
    );
    if (next) {
      next.focus();
      return;
    }
  }
}

/** How long after closing the opener is watched: what the dialog started may still be writing. */
const followMs = 5000;

/**
 * Focus went back to the opener, but what the dialog started (keeping a section) may remove or
 * disable it a moment later, focus falling to the body: then it moves on as if the opener had been
 * gone at closing. Watching ends when focus goes elsewhere, or after `followMs`.
 */
function followOpener(memory: FocusMemory, dialog: HTMLElement): void {
  const { opener } = memory;
  if (!opener) return;
  const page = dialog.ownerDocument;
  const observer = new MutationObserver(() => {
    // Cheap checks only: this runs on every change of the page for a while (no layout read).
    if (opener.isConnected && !opener.matches(':disabled')) return;
    stop();
    const active = page.activeElement;
    if (active === null || active === page.body || active === opener) moveOn(memory, dialog);
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener) stop();
  };
  const timer = setTimeout(() => stop(), followMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    page.removeEventListener('focusin', onFocusIn, true);
  };
  observer.observe(page.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  page.addEventListener('focusin', onFocusIn, true);
}

/**
 * Puts focus back after `dialog` closed, unless something already took it (the owner's own choice,
 * or the browser's restore to a usable opener), and keeps it from falling to the body if the opener
 * goes away just after.
 */
export function returnFocus(memory: FocusMemory, dialog: HTMLElement): void {
  const page = dialog.ownerDocument;
  const active = page.activeElement;
  if (active === null || active === page.body || dialog.contains(active)) moveOn(memory, dialog);
  if (memory.opener && page.activeElement === memory.opener) followOpener(memory, dialog);
}
