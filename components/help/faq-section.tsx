'use client';

import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { matchesQuery } from '@/lib/help/search';
import { plural } from '@/lib/i18n/plural';
import { TitledSection } from '@/components/ui/titled-section';

/** The answers to what students ask most, as disclosures, filtered as the student types. */
export function FaqSection() {
  const { t, locale } = useMessages();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const hintId = useId();
  const entries = Object.entries(t.help.faq).filter(([, entry]) => matchesQuery([entry.question, entry.answer], query));
  const searching = query.trim() !== '';

  return (
    <TitledSection id="faq-title" title={t.help.faqTitle}>
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="font-medium">
          {t.help.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={hintId}
          aria-controls="faq-list"
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
        />
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t.help.searchHint}
        </p>
      </div>
      <p role="status" data-testid="faq-result-count" className="text-sm">
        {searching ? plural(locale, entries.length, t.help.results) : ''}
      </p>
      {entries.length === 0 && <p>{t.help.noResults}</p>}
      <div id="faq-list" data-testid="faq-list" className="flex flex-col gap-2">
        {entries.map(([id, entry]) => (
          <details
            key={id}
            className="group rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-4 py-2 font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-90 motion-reduce:transition-none dark:text-brand-100"
              />
              <span data-testid="faq-question">{entry.question}</span>
            </summary>
            <p className="px-4 pb-4 text-slate-700 dark:text-slate-300">{entry.answer}</p>
          </details>
        ))}
      </div>
    </TitledSection>
  );
}
