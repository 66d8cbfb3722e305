import { useId, type ReactNode } from 'react';

/** A full-width notice under the header: something the student should act on, with what it concerns. */
export function NoticeBanner({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="border-b border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm">{intro}</p>
        {children}
      </div>
    </section>
  );
}
