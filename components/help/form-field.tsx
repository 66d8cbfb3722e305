import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The field's problem, in words; shown under it and read with it. */
  error?: string;
  /** Gets what the control needs to be read with its hint and error. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid': boolean }) => ReactNode;
}

/** A labelled control with its hint and its error message, tied together for screen readers. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error !== undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:aria-[invalid=true]:border-red-400';
