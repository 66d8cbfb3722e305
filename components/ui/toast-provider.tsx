'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { notification } from '@/lib/config/ui';
import { useCoveredBottom } from '@/hooks/ui/use-covered-bottom';

type Tone = 'info' | 'error';

interface Toast {
  id: number;
  message: string;
  tone: Tone;
}

const ToastContext = createContext<(message: string, tone?: Tone) => void>(() => {});

/** Short notices at the bottom of the screen, read out by screen readers, gone after a while. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string, tone: Tone = 'info') => {
    setToasts((current) => [...current, { id: Date.now() + Math.random(), message, tone }]);
  }, []);
  // A toast must not hide behind the phone's keyboard, nor behind the student's bottom navigation
  // (`--bottom-bar`, app/globals.css), whichever covers more.
  const coveredBottom = useCoveredBottom();
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);
  const stack = useRef<HTMLDivElement>(null);
  // The screen keeps room for the toasts below its content (`--toasts`, ShellMain), and the control
  // the student is on scrolls clear of a toast that would cover it (the form they just sent).
  useEffect(() => {
    const element = stack.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      document.documentElement.style.setProperty('--toasts', `${height}px`);
      const focused = document.activeElement;
      if (height === 0 || !(focused instanceof HTMLElement) || focused === document.body) return;
      if (focused.getBoundingClientRect().bottom > element.getBoundingClientRect().top)
        focused.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        ref={stack}
        aria-live="polite"
        data-testid="toasts"
        className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4 ${notification.position === 'bottom' ? '' : 'top-4'}`}
        style={
          notification.position === 'bottom'
            ? { bottom: `calc(1rem + max(var(--bottom-bar, 0px), ${coveredBottom}px))` }
            : undefined
        }
      >
        {toasts.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastMessage({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), notification.timeoutMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <p
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto max-w-md rounded-lg px-4 py-3 text-white shadow-lg ${toast.tone === 'error' ? 'bg-red-700' : 'bg-slate-800'}`}
    >
      {toast.message}
    </p>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
