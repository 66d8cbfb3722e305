import type { ExamPassage } from '@/lib/types';

/** A reading passage; scrolls on its own beside the questions, so it takes keyboard focus. */
export function PassagePanel({ passage, label }: { passage: ExamPassage; label: string }) {
  return (
    <article
      aria-label={label}
      tabIndex={0}
      data-testid="passage"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:max-h-[70vh] md:overflow-y-auto dark:border-slate-700 dark:bg-slate-900"
    >
      {passage.title && <h3 className="font-semibold">{passage.title}</h3>}
      <p className="whitespace-pre-line leading-relaxed">{passage.text}</p>
    </article>
  );
}
