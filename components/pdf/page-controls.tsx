'use client';

import type { PageNavigationPlugin } from '@react-pdf-viewer/page-navigation';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useMessages } from '@/components/providers/locale-provider';
import { format } from '@/lib/i18n/format';
import { GoToPageForm } from './go-to-page-form';
import { ToolButton } from './tool-button';

/**
 * Previous and next page, where the student is (announced as it changes), and a page to go to: two
 * pieces, so that on a phone the toolbar can wrap between them; the second is one of the "more"
 * tools there (`moreClassName` shows or hides it).
 */
export function PageControls({ plugin, moreClassName }: { plugin: PageNavigationPlugin; moreClassName: string }) {
  const { t } = useMessages();
  const labels = t.pdf.viewer.pageNavigation;
  const { CurrentPageLabel, GoToNextPage, GoToPreviousPage, NumberOfPages } = plugin;

  return (
    <>
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
      <NumberOfPages>
        {({ numberOfPages }) => (
          <GoToPageForm numberOfPages={numberOfPages} onGo={plugin.jumpToPage} className={moreClassName} />
        )}
      </NumberOfPages>
    </>
  );
}
