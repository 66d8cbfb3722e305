'use client';

import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { pageIndexFromInput } from '@/lib/pdf/page-number';
import { toolbarFieldClasses } from './toolbar-field';

interface GoToPageFormProps {
  numberOfPages: number;
  onGo: (pageIndex: number) => void;
  /** Its display (flex, or hidden on a phone until asked for). */
  className: string;
}

/** A page number to jump to; the box empties after the jump so the page status is the truth. */
export function GoToPageForm({ numberOfPages, onGo, className }: GoToPageFormProps) {
  const { t } = useMessages();
  const inputId = useId();
  const [pageNumber, setPageNumber] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pageIndex = pageIndexFromInput(pageNumber, numberOfPages);
    if (pageIndex === null) return;
    onGo(pageIndex);
    setPageNumber('');
  };

  return (
    <form onSubmit={submit} className={`${className} items-center gap-1`}>
      <label htmlFor={inputId} className="sr-only">
        {t.pdf.viewer.pageNavigation.enterPageNumber}
      </label>
      {/* min, max and required let the browser explain an out-of-range number in its own language. */}
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={numberOfPages}
        required
        value={pageNumber}
        onChange={(event) => setPageNumber(event.target.value)}
        placeholder={t.pdf.pageNumber}
        className={`${toolbarFieldClasses} w-24`}
      />
      <button
        type="submit"
        className="h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-700"
      >
        {t.pdf.go}
      </button>
    </form>
  );
}
