'use client';

import type { RenderSearchProps, SearchPlugin } from '@react-pdf-viewer/search';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import { ToolButton } from './tool-button';
import { toolbarFieldClasses } from './toolbar-field';

/** Search the document's text: Enter searches (and, once searched, goes to the next match); `className` sets its display. */
export function SearchControls({ plugin, className }: { plugin: SearchPlugin; className: string }) {
  const { Search } = plugin;
  return <Search>{(search) => <SearchForm {...search} className={className} />}</Search>;
}

function SearchForm({
  keyword,
  setKeyword,
  clearKeyword,
  search,
  numberOfMatches,
  currentMatch,
  jumpToMatch,
  jumpToNextMatch,
  jumpToPreviousMatch,
  className,
}: RenderSearchProps & { className: string }) {
  const { t } = useMessages();
  const labels = t.pdf.viewer.search;
  const inputId = useId();
  // The keyword the match count belongs to; typing a new one hides the old count.
  const [searchedFor, setSearchedFor] = useState<string | null>(null);
  const searched = keyword !== '' && searchedFor === keyword;

  // The plugin wraps from the last match to the first but stops at the first going back.
  const previous = () => (currentMatch <= 1 ? jumpToMatch(numberOfMatches) : jumpToPreviousMatch());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword === '') return;
    if (searched && numberOfMatches > 0) {
      jumpToNextMatch();
      return;
    }
    void search().then(() => setSearchedFor(keyword));
  };

  return (
    <form role="search" onSubmit={submit} className={`${className} flex-wrap items-center gap-1`}>
      <label htmlFor={inputId} className="sr-only">
        {labels.enterToSearch}
      </label>
      <input
        id={inputId}
        type="search"
        enterKeyHint="search"
        value={keyword}
        // Emptying the box (also its clear button) removes the highlights too.
        onChange={(event) => (event.target.value === '' ? clearKeyword() : setKeyword(event.target.value))}
        placeholder={labels.enterToSearch}
        className={`${toolbarFieldClasses} w-40 min-w-0 flex-1 sm:w-48 sm:flex-none`}
      />
      <ToolButton label={labels.previousMatch} onClick={previous} disabled={!searched || numberOfMatches === 0}>
        <ChevronUp aria-hidden="true" className="size-5" />
      </ToolButton>
      <ToolButton label={labels.nextMatch} onClick={jumpToNextMatch} disabled={!searched || numberOfMatches === 0}>
        <ChevronDown aria-hidden="true" className="size-5" />
      </ToolButton>
      <span role="status" data-testid="pdf-search-result" className="text-sm tabular-nums">
        {searched &&
          (numberOfMatches === 0
            ? t.pdf.noMatches
            : format(t.pdf.match, { current: currentMatch, total: numberOfMatches }))}
      </span>
    </form>
  );
}
