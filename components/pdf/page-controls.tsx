'use client';

import type { PageNavigationPlugin } from '@react-pdf-viewer/page-navigation';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import { ToolButton } from './tool-button';

/** Previous and next page, and where the student is (announced as it changes): "1 / 3" on a phone. */
export function PageControls({ plugin }: { plugin: PageNavigationPlugin }) {
  const { t } = useMessages();
  const labels = t.pdf.viewer.pageNavigation;
  const { CurrentPageLabel, GoToNextPage, GoToPreviousPage } = plugin;

  return (
    <div className="flex items-center gap-1">
      <GoToPreviousPage>
        {({ onClick, isDisabled }) => (
          <ToolButton label={labels.goToPreviousPage} onClick={onClick} disabled={isDisabled}>
            <ChevronUp aria-hidden="true" className="size-5" />
          </ToolButton>
        )}
      </GoToPreviousPage>
      <CurrentPageLabel>
        {({ currentPage, numberOfPages }) => (
          <span role="status" className="px-1 text-center text-sm tabular-nums">
            {/* A phone's row has room for the numbers only; screen readers hear the words everywhere. */}
            <span aria-hidden="true" className="whitespace-nowrap sm:hidden">
              {currentPage + 1} / {numberOfPages}
            </span>
            <span data-testid="pdf-page" className="sr-only sm:not-sr-only">
              {format(t.pdf.pageOf, { page: currentPage + 1, total: numberOfPages })}
            </span>
          </span>
        )}
      </CurrentPageLabel>
      <GoToNextPage>
        {({ onClick, isDisabled }) => (
          <ToolButton label={labels.goToNextPage} onClick={onClick} disabled={isDisabled}>
            <ChevronDown aria-hidden="true" className="size-5" />
          </ToolButton>
        )}
      </GoToNextPage>
    </div>
  );
}
