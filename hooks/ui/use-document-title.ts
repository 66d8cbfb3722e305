'use client';

import { useEffect } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';

/** The title the screen on show asked for; one observer keeps it, however many screens ask. */
let wantedTitle: string | null = null;
let headObserver: MutationObserver | null = null;

function applyWantedTitle() {
  if (wantedTitle !== null && document.title !== wantedTitle) document.title = wantedTitle;
}

/**
 * Sets the tab title to "<screen> · <portal>" in the current language. Next streams the root
 * layout's metadata <title> (English) into the head after the page has mounted, so the title is
 * set again whenever the head changes it.
 */
export function useDocumentTitle(screenTitle: string) {
  const { t } = useMessages();
  useEffect(() => {
    wantedTitle = `${screenTitle} · ${t.app.name}`;
    applyWantedTitle();
    if (!headObserver) {
      headObserver = new MutationObserver(applyWantedTitle);
      headObserver.observe(document.head, { childList: true, subtree: true, characterData: true });
    }
  }, [screenTitle, t.app.name]);
}
