import * as v from 'valibot';

// Plyr keeps what the student asked for (its captions button, menu or `c` key) in `captions.active`
// and `captions.language`, and changes them only on those requests. Its own start-up (picking the
// track, turning it on, then off again when captions should start off) changes only the shown
// track, `currentTrack`, and fires the same events. Plyr's types do not declare the object.
const plyrCaptionState = v.object({ captions: v.object({ active: v.boolean(), language: v.string() }) });

/** The captions the student asked Plyr for; null when the player does not say. */
export function captionPreference(player: unknown): { active: boolean; language: string } | null {
  const parsed = v.safeParse(plyrCaptionState, player);
  return parsed.success ? parsed.output.captions : null;
}
