import type { ReactNode } from 'react';

interface ToolButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Its display, when not always `inline-flex` (a "more" tool on a phone). */
  display?: string;
  children: ReactNode;
}

/** An icon button of the PDF toolbar: its label is its accessible name and its tooltip. */
export function ToolButton({ label, onClick, disabled, display = 'inline-flex', children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`${display} h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700`}
    >
      {children}
    </button>
  );
}
