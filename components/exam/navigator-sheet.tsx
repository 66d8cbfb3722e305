'use client';

import { useCallback, useMemo, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { format } from '@/lib/i18n/format';
import { plural } from '@/lib/i18n/plural';
import { QuestionNavigator } from './question-navigator';

type NavigatorSheetProps = ComponentProps<typeof QuestionNavigator> & {
  /** After a question was chosen and the sheet has closed: focus goes to that question. */
  onChosen: () => void;
};

/**
 * The navigator on a phone: a one-line bar ("4 of 80 answered · 1 flagged") under the question
 * that opens every question in a dialog. Choosing one jumps to it and closes the dialog; Escape
 * closes it and focus returns to the bar. The 80 buttons are drawn only while it is open.
 */
export function NavigatorSheet({ onChosen, onSelect, ...navigator }: NavigatorSheetProps) {
  const { t, locale } = useMessages();
  const [open, setOpen] = useState(false);
  // Drawn from opening until the closing fade has ended, so the dialog never fades out empty.
  const [drawn, setDrawn] = useState(false);
  const chosen = useRef(false);
  const list = useRef<HTMLDivElement>(null);
  // Focus starts on the question on screen, as the navigator's roving tab stop does.
  const currentItem = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return list.current?.querySelector<HTMLElement>('button[aria-current="step"]') ?? null;
      },
    }),
    [],
  );
  const summary = `${format(t.exam.answeredCount, { answered: navigator.answeredCount, total: navigator.questions.length })} · ${plural(locale, navigator.flagged.size, t.exam.flaggedCount)}`;

  const choose = useCallback(
    (index: number) => {
      chosen.current = true;
      onSelect(index);
      setOpen(false);
    },
    [onSelect],
  );

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="navigator-bar"
        onClick={() => {
          setDrawn(true);
          setOpen(true);
        }}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-left dark:border-slate-600 dark:bg-slate-800"
      >
        <span className="font-medium">{t.exam.navigator}</span>
        <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">{summary}</span>
      </button>
      <ModalDialog
        open={open}
        onDismiss={() => setOpen(false)}
        title={t.exam.navigator}
        initialFocus={currentItem}
        onClosed={() => {
          setDrawn(false);
          if (chosen.current) onChosen();
          chosen.current = false;
        }}
      >
        <div ref={list}>{drawn && <QuestionNavigator {...navigator} onSelect={choose} />}</div>
      </ModalDialog>
    </>
  );
}
