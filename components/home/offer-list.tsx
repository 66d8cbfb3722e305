'use client';

import { BookOpen, ClipboardCheck, FileText, MonitorPlay, Video, type LucideIcon } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import type { Messages } from '@/lib/i18n/messages';
import { TitledSection } from '@/components/ui/titled-section';

const offers: ReadonlyArray<{ key: keyof Messages['home']['offers']; Icon: LucideIcon }> = [
  { key: 'courses', Icon: BookOpen },
  { key: 'videos', Icon: MonitorPlay },
  { key: 'pdfs', Icon: FileText },
  { key: 'live', Icon: Video },
  { key: 'exams', Icon: ClipboardCheck },
];

/** What the portal offers a student, one card each. */
export function OfferList() {
  const { t } = useMessages();
  return (
    <TitledSection id="offers-title" title={t.home.offersTitle} gap={4}>
      <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {offers.map(({ key, Icon }) => (
          <li
            key={key}
            className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100"
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">{t.home.offers[key].title}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t.home.offers[key].body}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
