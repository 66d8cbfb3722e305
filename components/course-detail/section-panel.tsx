'use client';

import type { ReactNode } from 'react';
import type { Section } from '@/lib/types';

interface SectionPanelProps {
  section: Section;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A section as a disclosure: a heading button that shows or hides its topics. */
export function SectionPanel({ section, open, onToggle, children }: SectionPanelProps) {
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
          {section.name}
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
      </h2>
      <ul id={panelId} hidden={!open} className="flex flex-col gap-3 px-4 pb-4">
        {children}
      </ul>
    </section>
  );
}
