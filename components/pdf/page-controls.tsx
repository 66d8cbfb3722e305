'use client';

import type { PageNavigationPlugin } from '@react-pdf-viewer/page-navigation';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import { ToolButton } from './tool-button';

/** Previous and next page, and where the student is (announced as it changes). */
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
          <span role="status" data-testid="pdf-page" className="px-1 text-center text-sm tabular-nums">
            {format(t.pdf.pageOf, { page: currentPage + 1, total: numberOfPages })}
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
