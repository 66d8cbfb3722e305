'use client';

import type { ReactNode } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { errorMessage } from '@/lib/i18n/error-message';
import { Button } from './button';
import { StatusPanel } from './status-panel';

interface LoadErrorProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  /** Further ways on, after the retry. */
  children?: ReactNode;
}

/** A failed load: what went wrong, in the student's language, and a way to try again. */
export function LoadError({ error, title, onRetry, children }: LoadErrorProps) {
  const { t } = useMessages();
  return (
    <StatusPanel tone="error" title={title} message={errorMessage(error, t)}>
      {onRetry && <Button onClick={onRetry}>{t.common.retry}</Button>}
      {children}
    </StatusPanel>
  );
}
