'use client';

import { useEffect } from 'react';
import { createStallWatch, nudgeTarget, playbackFacts, stallRules, type RecoveryStep } from '@/lib/video/stall-watch';

/** What a source can do when its video stops moving, besides the nudge every source gets. */
export interface StallActions {
  /** Loads the stream (or the file) again from where the video is, and plays on. */
  reload: () => void;
  /** Switches to a lower rendition; absent where there is none. */
  lowerRendition?: () => void;
  /** Tells the student (the player shows why, with Try again). */
  giveUp: () => void;
}

/**
 * Plays on from where `media` is once a reload has loaded it again: loading resets the element
 * (paused, at the start). The student pressed Play before, which lets the page play it again.
 */
export function playOnAfterReload(media: HTMLMediaElement, position: number) {
  media.addEventListener(
    'loadedmetadata',
    () => {
      if (position > 0) media.currentTime = position;
      void media.play().catch(() => {});
    },
    { once: true },
  );
}

/**
 * The stall watchdog (lib/video/stall-watch.ts) on `media`: when playing and not moving, it nudges,
 * reloads, lowers the rendition and at last gives up, one step every few seconds. Null actions
 * (a source still setting up) watch nothing.
 */
export function useStallRecovery(media: HTMLMediaElement | null, actions: StallActions | null) {
  useEffect(() => {
    if (!media || !actions) return;
    const steps: RecoveryStep[] = ['nudge', 'reload', ...(actions.lowerRendition ? ['lower-rendition' as const] : [])];
    const watch = createStallWatch([...steps, 'give-up'], Date.now());
    const timer = setInterval(() => {
      const facts = playbackFacts(media);
      const step = watch.check(facts, Date.now());
      if (step === 'nudge') media.currentTime = nudgeTarget(facts) ?? facts.currentTime;
      else if (step === 'reload') actions.reload();
      else if (step === 'lower-rendition') actions.lowerRendition?.();
      else if (step === 'give-up') actions.giveUp();
    }, stallRules.checkEveryMs);
    return () => clearInterval(timer);
  }, [media, actions]);
}
