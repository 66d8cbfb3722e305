'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTapGuard } from '@/hooks/ui/use-tap-guard';

type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  // On a surface of the brand's colour, in day and night mode alike: white, the strongest there is.
  inverse: 'border border-white bg-white text-brand-900 hover:bg-brand-50',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
};

/** The focus ring is the global one (app/globals.css), so light and night mode get their own colour. */
export const buttonClasses = (variant: Variant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium disabled:opacity-50 aria-disabled:opacity-50 ${variants[variant]}`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  ref?: Ref<HTMLButtonElement>;
  /** The button sends something (a form, a mark, a submission): a second tap within 200 ms does nothing. */
  sends?: boolean;
}

export function Button({ variant, sends = false, className = '', onClick, ...props }: ButtonProps) {
  const guardedClick = useTapGuard(onClick, sends);
  return (
    <button type="button" className={`${buttonClasses(variant)} ${className}`} onClick={guardedClick} {...props} />
  );
}
