'use client';

import { Link } from '@/components/ui/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMessages } from '@/hooks/i18n/use-messages';
import { mistakesOf } from '@/lib/exam-progress/mistakes';
import { useSummaryFlags } from '@/hooks/exam-summary/use-summary-flags';
import { parseSummaryView, summaryView, type SummaryView } from '@/lib/exam-progress/summary-view';
import { plural } from '@/lib/i18n/plural';
import type { SolvedExam } from '@/lib/types';
import { PracticeSet } from './practice-set';
import { QuestionList } from './question-list';

// Tabs on a rule, unlike the filter chips under them: these change what the screen is, those only
// which questions it lists.
const viewTab =
  '-mb-px inline-flex min-h-11 items-center border-b-2 px-2 py-2 text-sm font-medium sm:px-3 sm:text-base focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500';

/**
 * The summary's questions as the `view` query asks: all of them, only the mistakes, or a practice
 * set of the mistakes. The views are links, so the history can open a summary in any of them.
 */
export function SummaryViews({ exam }: { exam: SolvedExam }) {
  const { t, locale } = useMessages();
  const m = t.examProgress.review;
  const pathname = usePathname();
  const view = parseSummaryView(useSearchParams().get(summaryView.param));
  const mistakes = mistakesOf(exam.questions);
  const flagged = useSummaryFlags(exam.id);
  const tabs: Array<[SummaryView, string, string]> = [
    ['all', m.all, pathname],
    [summaryView.mistakes, m.mistakes, `${pathname}?${summaryView.param}=${summaryView.mistakes}`],
    [summaryView.practice, m.practice, `${pathname}?${summaryView.param}=${summaryView.practice}`],
  ];

  return (
    <>
      <nav aria-label={m.views}>
        <ul className="flex flex-wrap border-b border-slate-300 dark:border-slate-600">
          {tabs
            .filter(([tab]) => tab === 'all' || mistakes.length > 0)
            .map(([tab, label, href]) => (
              <li key={tab}>
                <Link
                  href={href}
                  aria-current={tab === view ? 'page' : undefined}
                  className={`${viewTab} ${
                    tab === view
                      ? 'border-brand-600 text-brand-700 dark:border-brand-500 dark:text-brand-100'
                      : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                  }`}
                >
                  {label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {view === 'all' && <QuestionList exam={exam} flagged={flagged} />}
      {view === summaryView.mistakes &&
        (mistakes.length === 0 ? (
          <p>{m.noMistakes}</p>
        ) : (
          <>
            <p data-testid="mistakes-count">{plural(locale, mistakes.length, m.mistakesCount)}</p>
            <QuestionList exam={exam} only={{ questions: mistakes, title: m.mistakesTitle }} flagged={flagged} />
          </>
        ))}
      {view === summaryView.practice &&
        (mistakes.length === 0 ? <p>{m.noMistakes}</p> : <PracticeSet questions={mistakes} />)}
    </>
  );
}
