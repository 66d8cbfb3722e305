'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { dialogAnimationMs } from '@/lib/config/ui';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the closing animation, once focus is back outside the dialog. */
  onClosed?: () => void;
}

/**
 * Asks before something that cannot be undone. A modal <dialog>: focus stays inside, Escape
 * cancels, focus returns where it was. It fades in and out in the dialog animation time of spec
 * section 9, or at once for students who asked for reduced motion. Focus starts on cancel, the
 * safe choice.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, onConfirm, onCancel, onClosed }: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  const durationMs = usePrefersReducedMotion() ? 0 : dialogAnimationMs;
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      cancelRef.current?.focus();
      // One frame at the start state first, so the fade-in runs.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    if (!dialog.open) return;
    const timer = setTimeout(() => dialog.close(), durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: close through the owner's state, with the same animation.
        event.preventDefault();
        onCancel();
      }}
      onClose={() => {
        // A browser may close it without a cancelable cancel event: the owner's state follows.
        if (open) onCancel();
        onClosed?.();
      }}
      style={{ transitionDuration: `${durationMs}ms` }}
      className={`w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl transition-[opacity,transform] backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100 ${shown ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'}`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={bodyId} className="mt-2 text-slate-700 dark:text-slate-300">
        {body}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
