'use client';

import { useId, useState } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { StatusPanel } from '@/components/ui/status-panel';
import { useKeepPlan } from '@/hooks/offline/use-keep-plan';
import { useDownloadRight } from '@/hooks/api/use-download-right';
import { useOnline } from '@/hooks/pwa/use-online';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import {
  limitVideos,
  planBytes,
  planCounts,
  roomFor,
  videoAllowance,
  type KeepItem,
  type KeptSections,
} from '@/lib/offline/course-plan';
import { formatBytes } from '@/lib/offline/format-bytes';
import type { Course } from '@/lib/types';

/** Videos default to the smallest rendition still readable on a phone (decision 15's choice). */
const defaultHeight = 360;

export interface KeepChoice {
  items: KeepItem[];
  /** New videos left out for the download right. */
  skippedVideos: number[];
  minHeight: number;
}

interface KeepPlanDialogProps {
  course: Course;
  /** The sections asked for; null while the dialog is closed. */
  sections: KeptSections | null;
  title: string;
  onDismiss: () => void;
  onKeep: (choice: KeepChoice) => void;
}

/**
 * Before keeping: what will be kept (how many videos, PDFs, papers), its size against the free
 * space, the video quality, the download right and, when it falls short, how many videos fit.
 */
export function KeepPlanDialog({ course, sections, title, onDismiss, onKeep }: KeepPlanDialogProps) {
  const { t, locale } = useMessages();
  const m = t.keptCourses;
  const online = useOnline();
  const [minHeight, setMinHeight] = useState(defaultHeight);
  const [videosChoice, setVideosChoice] = useState<'fitting' | 'none'>('fitting');
  const facts = useKeepPlan(course, sections, minHeight);
  const { data: right, error: rightError } = useDownloadRight(online && sections !== null);
  const descriptionId = useId();
  const qualityId = useId();

  const body = () => {
    if (!facts || (right === undefined && rightError === undefined))
      return <StatusPanel tone="busy" message={m.planLoading} />;
    const remaining = right?.remaining ?? 0;
    const allowance = videoAllowance(facts.items, facts.free, remaining);
    const exceeded = allowance.fits < allowance.needed;
    const items = exceeded
      ? limitVideos(facts.items, facts.free, videosChoice === 'none' ? 0 : allowance.fits)
      : facts.items;
    const kept = new Set(items.map((item) => item.key));
    const { bytes, unknown } = planBytes(new Map([...facts.sizes].filter(([key]) => kept.has(key))));
    const room = roomFor(bytes, facts.estimate);
    const counts = planCounts(items);
    const skippedVideos = facts.items
      .filter((item) => item.kind === 'video' && !kept.has(item.key))
      .map((item) => item.materialId);
    const size = formatBytes(bytes, locale);
    const blocked = !room.enough || (allowance.needed > 0 && right === undefined);

    return (
      <>
        <div id={descriptionId} className="flex flex-col gap-2">
          <p data-testid="keep-plan-counts">{format(m.planCounts, { ...counts })}</p>
          <p data-testid="keep-plan-size">
            {unknown > 0 ? plural(locale, unknown, m.planSizeUnknown, { size }) : format(m.planSize, { size })}
          </p>
          <p>{room.free === null ? m.freeUnknown : format(m.free, { free: formatBytes(room.free, locale) })}</p>
          {!room.enough && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {m.noRoom}
            </p>
          )}
        </div>
        {facts.qualities.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={qualityId} className="font-medium">
              {m.quality}
            </label>
            <select
              id={qualityId}
              value={minHeight}
              onChange={(event) => setMinHeight(Number(event.target.value))}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
            >
              {facts.qualities.map((height) => (
                <option key={height} value={height}>
                  {format(height === defaultHeight ? m.qualityDefault : m.qualityOption, { height })}
                </option>
              ))}
            </select>
          </div>
        )}
        {allowance.needed > 0 &&
          (right === undefined ? (
            <p role="alert">{m.rightUnknown}</p>
          ) : exceeded && allowance.fits === 0 ? (
            // Keeping "the first 0 videos" is keeping none: one plan, nothing to choose.
            <p data-testid="keep-plan-right">{format(m.rightNone, { needed: allowance.needed })}</p>
          ) : exceeded ? (
            <fieldset className="flex flex-col gap-2">
              <legend data-testid="keep-plan-right" className="mb-1">
                {format(m.rightExceeded, { fits: allowance.fits, needed: allowance.needed })}
              </legend>
              {(['fitting', 'none'] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="keep-videos"
                    className="size-5"
                    checked={videosChoice === choice}
                    onChange={() => setVideosChoice(choice)}
                  />
                  {choice === 'fitting' ? plural(locale, allowance.fits, m.choiceFitting) : m.choiceNoVideos}
                </label>
              ))}
            </fieldset>
          ) : (
            <p data-testid="keep-plan-right">{format(m.right, { needed: allowance.needed, remaining })}</p>
          ))}
        <p className="text-sm text-slate-700 dark:text-slate-300">{m.persist}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDismiss}>
            {m.notNow}
          </Button>
          <Button disabled={blocked || !online} onClick={() => onKeep({ items, skippedVideos, minHeight })}>
            {m.start}
          </Button>
        </div>
      </>
    );
  };

  return (
    <ModalDialog open={sections !== null} onDismiss={onDismiss} title={title} descriptionId={descriptionId}>
      {sections !== null && body()}
    </ModalDialog>
  );
}
