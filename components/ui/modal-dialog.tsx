'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { dialogAnimationMs } from '@/lib/config/ui';

interface ModalDialogProps {
  open: boolean;
  /** Escape, or the browser closing the dialog: the caller decides what closing means. */
  onDismiss: () => void;
  title: string;
  titleId: string;
  descriptionId?: string;
  children: ReactNode;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A modal dialog on the browser's own `<dialog>`: focus moves into it and stays there, Escape
 * dismisses it, focus returns where it was. It fades in and out over the spec's dialog animation
 * time (section 9), at once when the student prefers reduced motion.
 */
export function ModalDialog({ open, onDismiss, title, titleId, descriptionId, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      if (!element.open) element.showModal();
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    if (!element.open) return;
    const timer = setTimeout(() => element.close(), reducedMotion() ? 0 : dialogAnimationMs);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      style={{ transitionDuration: `${dialogAnimationMs}ms` }}
      className={`w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-xl transition-[opacity,transform] backdrop:bg-slate-900/50 motion-reduce:transition-none dark:bg-slate-900 dark:text-slate-100 ${
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
