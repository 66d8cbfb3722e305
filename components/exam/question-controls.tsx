'use client';

import { Eraser, Flag } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';

interface QuestionControlsProps {
  isFirst: boolean;
  isLast: boolean;
  flagged: boolean;
  answered: boolean;
  locked: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleFlag: () => void;
  onClear: () => void;
}

/** Moving on and back, flagging for review and clearing an answer, each with its shortcut shown. */
export function QuestionControls(props: QuestionControlsProps) {
  const { isFirst, isLast, flagged, answered, locked, onPrevious, onNext, onToggleFlag, onClear } = props;
  const { t } = useMessages();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={onPrevious} disabled={isFirst} aria-keyshortcuts="P ArrowLeft">
        {t.exam.previous}
      </Button>
      <Button variant="secondary" onClick={onNext} disabled={isLast} aria-keyshortcuts="N ArrowRight">
        {t.exam.next}
      </Button>
      <Button
        variant="ghost"
        onClick={onToggleFlag}
        aria-pressed={flagged}
        aria-keyshortcuts="F"
        className="aria-pressed:bg-amber-100 aria-pressed:text-amber-900 dark:aria-pressed:bg-amber-900 dark:aria-pressed:text-amber-100"
      >
        <Flag aria-hidden="true" size={18} />
        {t.exam.flag}
      </Button>
      <Button variant="ghost" onClick={onClear} disabled={!answered || locked}>
        <Eraser aria-hidden="true" size={18} />
        {t.exam.clearAnswer}
      </Button>
    </div>
  );
}
