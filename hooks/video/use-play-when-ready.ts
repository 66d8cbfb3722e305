'use client';

import { useEffect } from 'react';

/**
 * Plays `media` as soon as its metadata is known, for a player the student opened by pressing
 * Play: that press is the user gesture browsers' autoplay policies ask for, so one tap is
 * enough. Playing earlier would be undone by the source being attached (the load algorithm
 * pauses). A browser that still refuses leaves the player's own Play button in view.
 */
export function usePlayWhenReady(media: HTMLMediaElement | null) {
  useEffect(() => {
    if (!media) return;
    const start = () => void media.play().catch(() => {});
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) start();
    else media.addEventListener('loadedmetadata', start, { once: true });
    return () => media.removeEventListener('loadedmetadata', start);
  }, [media]);
}
