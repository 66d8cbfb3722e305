import type { ReactNode } from 'react';

interface ToolButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** An icon button of the PDF toolbar: its label is its accessible name and its tooltip. */
export function ToolButton({ label, onClick, disabled, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700"
    >
      {children}
    </button>
  );
}
