import type { ReactNode } from 'react';

/**
 * Room kept around the screen's content for the shell's fixed or sticky bars: `bottomBar` for the
 * student's bottom navigation below 1024 px (padding, and a scroll margin so a control focused by
 * keyboard is scrolled clear of the bar, WCAG 2.2 SC 2.4.11), `topBar` for an exam's sticky timer.
 */
const room = {
  bottomBar: 'pb-[calc(5rem+env(safe-area-inset-bottom))] [&_*]:scroll-mb-20 md:pb-6 md:[&_*]:scroll-mb-0',
  topBar: 'pb-6 [&_*]:scroll-mt-36',
  none: 'pb-6',
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
