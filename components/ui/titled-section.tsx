import type { ReactNode } from 'react';

const headingClasses = { 2: 'text-xl font-semibold', 3: 'text-lg font-semibold' } as const;
const gapClasses = { 2: 'gap-2', 3: 'gap-3', 4: 'gap-4' } as const;

interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers (`aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** 2 for a part of a screen, 3 for a part of such a part. */
  level?: 2 | 3;
  gap?: keyof typeof gapClasses;
  children: ReactNode;
}

/** A part of a screen under its own heading: a landmark a screen reader lists by that heading. */
export function TitledSection({ id, title, level = 2, gap = 3, children }: TitledSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={`flex flex-col ${gapClasses[gap]}`}>
      <Heading id={id} className={headingClasses[level]}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
