'use client';

import { Check, Undo2 } from 'lucide-react';
import { forwardRef } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import type { TopicStatus } from '@/lib/courses/progress';
import type { Enrollment, Topic } from '@/lib/types';
import { MaterialLink } from './material-link';

interface TopicItemProps {
  topic: Topic;
  enrollment: Enrollment;
  status: TopicStatus;
  /** Materials kept on the device ("On this phone"). */
  keptIds: ReadonlySet<number>;
  highlighted: boolean;
  onMark: () => void;
  /** Takes a completed topic back to "in progress". */
  onUnmark: () => void;
}

const statusStyles: Record<TopicStatus, string> = {
  'not-started': 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  'in-progress': 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  completed: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
};

/** A topic with its status, its materials and the marking action of product.md section 4. */
export const TopicItem = forwardRef<HTMLLIElement, TopicItemProps>(function TopicItem(
  { topic, enrollment, status, keptIds, highlighted, onMark, onUnmark },
  ref,
) {
  const { t } = useMessages();
  return (
    <li
      ref={ref}
      id={`topic-${topic.id}`}
      tabIndex={-1}
      aria-labelledby={`topic-${topic.id}-title`}
      data-status={status}
      className={`flex flex-col gap-2 rounded-xl border p-3 focus:outline-none sm:p-4 ${highlighted ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`topic-${topic.id}-title`} className="min-w-0 break-words font-medium">
          {topic.name}
        </h3>
        <span data-testid="topic-status" className={`rounded-full px-2 py-0.5 text-sm ${statusStyles[status]}`}>
          {t.courseDetail.topicStatus[status]}
        </span>
      </div>
      {topic.materials.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.courseDetail.noMaterials}</p>
      ) : (
        <ul className="flex flex-col">
          {topic.materials.map((material) => (
            <li key={material.id}>
              <MaterialLink
                material={material}
                enrollment={enrollment}
                kept={keptIds.has(material.id)}
                onOpen={() => status === 'not-started' && onMark()}
              />
            </li>
          ))}
        </ul>
      )}
      <div>
        {status === 'completed' ? (
          <Button variant="ghost" sends onClick={onUnmark}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t.courseDetail.markNotCompleted}
          </Button>
        ) : (
          <Button variant="secondary" sends onClick={onMark}>
            {status === 'in-progress' && <Check aria-hidden="true" className="size-4" />}
            {status === 'not-started' ? t.courseDetail.markStarted : t.courseDetail.markCompleted}
          </Button>
        )}
      </div>
    </li>
  );
});
