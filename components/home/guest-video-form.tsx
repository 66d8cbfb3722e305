'use client';

import { CirclePlay } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { guestVideoPath } from '@/lib/routes/guest-link';

/** The guests' way in: a shared video's link or number opens its guest page, no sign-in needed. */
export function GuestVideoForm() {
  const { t } = useMessages();
  const router = useRouter();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const open = (event: FormEvent) => {
    event.preventDefault();
    const path = guestVideoPath(value);
    setInvalid(path === null);
    if (path !== null) router.push(path);
  };

  return (
    <section
      aria-labelledby="guest-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 sm:p-5"
    >
      <h2 id="guest-title" className="text-xl font-semibold">
        {t.home.guestTitle}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t.home.guestNote}</p>
      <form onSubmit={open} noValidate className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium">
          {t.home.guestLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode="url"
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800"
          />
          <Button type="submit" variant="secondary">
            <CirclePlay aria-hidden="true" className="size-5" />
            {t.home.guestOpen}
          </Button>
        </div>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t.home.guestHint}
        </p>
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
          {invalid ? t.home.guestInvalid : ''}
        </p>
      </form>
    </section>
  );
}
