import type { ReactNode } from 'react';

/**
 * Room kept around the screen's content for the shell's fixed or sticky bars: `bottomBar` for the
 * student's bottom navigation below 1024 px (padding, and a scroll margin so a control focused by
 * keyboard is scrolled clear of the bar, WCAG 2.2 SC 2.4.11), `topBar` for an exam's sticky timer.
 * Every shell also keeps room for the toasts on screen (`--toasts`, their height: ToastProvider).
 */
const room = {
  bottomBar:
    'pb-[calc(5rem+env(safe-area-inset-bottom)+var(--toasts,0px))] [&_*]:scroll-mb-[calc(5rem+var(--toasts,0px))] md:pb-[calc(1.5rem+var(--toasts,0px))] md:[&_*]:scroll-mb-[calc(1rem+var(--toasts,0px))]',
  topBar: 'pb-[calc(1.5rem+var(--toasts,0px))] [&_*]:scroll-mt-36 [&_*]:scroll-mb-[calc(1rem+var(--toasts,0px))]',
  none: 'pb-[calc(1.5rem+var(--toasts,0px))] [&_*]:scroll-mb-[calc(1rem+var(--toasts,0px))]',
};

export function ShellMain({ children, keepClear = 'none' }: { children: ReactNode; keepClear?: keyof typeof room }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={`mx-auto w-full max-w-6xl flex-1 px-4 pt-4 focus:outline-none sm:pt-6 ${room[keepClear]}`}
    >
      {children}
    </main>
  );
}
