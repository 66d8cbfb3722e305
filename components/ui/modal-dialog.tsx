'use client';

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { dialogAnimationMs } from '@/lib/config/ui';
import { currentOpener, rememberFocus, returnFocus, type FocusMemory } from '@/lib/ui/focus-return';
import { usePrefersReducedMotion } from '@/hooks/ui/use-prefers-reduced-motion';

interface ModalDialogProps {
  open: boolean;
  /** Escape, or the browser closing the dialog: the caller decides what closing means. */
  onDismiss: () => void;
  title: string;
  /** The id of the element in `children` that says what the dialog asks. */
  descriptionId?: string;
  /** Where focus starts (the safe choice of a confirmation); the browser's first focusable otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * After the closing animation. Focus the place to go on from here when it is not the opener (a
   * question chosen); otherwise focus goes back to the opener, or the next control still on screen.
   */
  onClosed?: () => void;
  children: ReactNode;
}

/**
 * The one modal dialog of the portal, on the browser's own `<dialog>`: focus moves into it and
 * stays there, Escape dismisses it. On closing, focus returns to the control that opened it, by
 * keyboard or by tap, or to the next control on screen where that control was when what the
 * dialog did removed it (decision 68). It fades in and out over the dialog animation time of
 * product.md section 9, at once when the student prefers reduced motion.
 */
export function ModalDialog({
  open,
  onDismiss,
  title,
  descriptionId,
  initialFocus,
  onClosed,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const durationMs = usePrefersReducedMotion() ? 0 : dialogAnimationMs;
  const titleId = useId();
  const focusMemory = useRef<FocusMemory | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      if (!element.open) {
        focusMemory.current = rememberFocus(currentOpener(element.ownerDocument));
        element.showModal();
      }
      initialFocus?.current?.focus();
      // One frame at the start state first, so the fade-in runs.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    if (!element.open) return;
    const timer = setTimeout(() => element.close(), durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs, initialFocus]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: close through the owner's state, with the same animation.
        event.preventDefault();
        onDismiss();
      }}
      onClose={(event) => {
        // A browser may close it without a cancelable cancel event: the owner's state follows.
        if (open) onDismiss();
        onClosed?.();
        if (focusMemory.current) returnFocus(focusMemory.current, event.currentTarget);
        focusMemory.current = null;
      }}
      style={{ transitionDuration: `${durationMs}ms` }}
      // In night mode the page behind is dark already: a lighter surface, an edge and a deeper
      // backdrop set the dialog apart.
      className={`w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-xl transition-[opacity,transform] backdrop:bg-slate-900/50 dark:border dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:shadow-black/60 dark:backdrop:bg-black/75 ${
        shown ? 'scale-100 opacity-100' : 'scale-95 opacity-0'
      }`}
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
