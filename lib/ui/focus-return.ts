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

/**
 * Puts focus back after `dialog` closed, unless something already took it (the owner's own choice,
 * or the browser's restore to a usable opener).
 */
export function returnFocus(memory: FocusMemory, dialog: HTMLElement): void {
  const page = dialog.ownerDocument;
  const active = page.activeElement;
  const lost = active === null || active === page.body || dialog.contains(active);
  if (!lost) return;
  const { opener, ancestors } = memory;
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
