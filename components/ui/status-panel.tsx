import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface StatusPanelProps {
  title?: string;
  message: string;
  tone?: 'info' | 'busy' | 'error';
  children?: ReactNode;
}

/** One panel for loading, empty and error states, announced to screen readers. */
export function StatusPanel({ title, message, tone = 'info', children }: StatusPanelProps) {
  const isError = tone === 'error';
  return (
    <section
      role={isError ? 'alert' : 'status'}
      aria-busy={tone === 'busy'}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center"
    >
      {tone === 'busy' && <Spinner />}
      {title && <h1 className="text-2xl font-semibold">{title}</h1>}
      <p className={isError ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}>{message}</p>
      {children}
    </section>
  );
}
