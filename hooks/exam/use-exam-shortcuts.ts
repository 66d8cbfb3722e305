'use client';

import { useEffect, useRef } from 'react';
import { examKeyAction, keyTarget, type ExamKeyAction } from '@/lib/exam/keyboard';

/** Listens for the exam's shortcuts anywhere on the page while the exam is open. */
export function useExamShortcuts(onAction: (action: ExamKeyAction) => void) {
  const onActionRef = useRef(onAction);
  useEffect(() => {
    onActionRef.current = onAction;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = examKeyAction({
        key: event.key,
        withModifier: event.ctrlKey || event.metaKey || event.altKey,
        target: keyTarget(event.target),
      });
      if (!action) return;
      event.preventDefault();
      onActionRef.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
