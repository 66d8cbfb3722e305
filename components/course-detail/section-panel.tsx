'use client';

import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Section } from '@/lib/types';

interface SectionPanelProps {
  section: Section;
  open: boolean;
  onToggle: () => void;
  /** Shown above the open section's topics (keeping the section on the phone). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A section as a disclosure: a heading button that shows or hides its topics. The `hidden`
 * attribute sits on a wrapper with no display class: a utility such as `flex` on the same element
 * would win over the browser's `[hidden] { display: none }` and keep a collapsed section visible.
 * A collapsed section's topics are not drawn at all: a course opens with one section open, and
 * its first paint costs only that section's topics.
 */
export function SectionPanel({ section, open, onToggle, action, children }: SectionPanelProps) {
  const panelId = `section-${section.id}-topics`;
  return (
    <section className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center justify-between gap-2 px-4 py-3 text-left text-lg font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <span className="min-w-0 break-words">{section.name}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? '' : '-rotate-90'}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {open && action && <div className="flex px-3 pb-2 sm:px-4">{action}</div>}
        {open && <ul className="flex flex-col gap-3 px-3 pb-3 sm:px-4 sm:pb-4">{children}</ul>}
      </div>
    </section>
  );
}
