'use client';

import { useEffect } from 'react';
import { useMessages } from '@/components/providers/locale-provider';

/** Sets the tab title to "<screen> · <portal>" in the current language. */
export function useDocumentTitle(screenTitle: string) {
  const { t } = useMessages();
  useEffect(() => {
    document.title = `${screenTitle} · ${t.app.name}`;
  }, [screenTitle, t.app.name]);
}
