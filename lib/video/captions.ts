import * as v from 'valibot';
import { isLanguage } from '@/lib/api/language-tag';
import { storageKeys } from '@/lib/storage/keys';
import { readStored, writeStored } from '@/lib/storage/stored-value';
import type { CaptionTrack } from '@/lib/types';

/** The student's caption choice, for every video: a language, or `null` for captions off. */
export const captionChoiceSchema = v.object({ language: v.nullable(v.custom<string>(isLanguage)) });
type CaptionChoice = v.InferOutput<typeof captionChoiceSchema>;

/** The stored choice; anything malformed counts as no choice (and is removed). */
export const readCaptionChoice = (): CaptionChoice | null =>
  readStored(storageKeys.videoCaptions, { schema: captionChoiceSchema });

export const saveCaptionChoice = (choice: CaptionChoice) => writeStored(storageKeys.videoCaptions, choice);

/**
 * How a video starts: in the stored language when it has that track (captions off when the
 * student turned them off), else with the material's default track on, else off. Plyr needs a
 * language that one of the tracks has, or it shows none.
 */
export function initialCaptions(
  tracks: readonly CaptionTrack[],
  choice: CaptionChoice | null,
): { active: boolean; language: string } | null {
  const fallback = tracks.find((track) => track.default) ?? tracks[0];
  if (!fallback) return null;
  if (choice === null) return { active: fallback.default === true, language: fallback.srclang };
  if (choice.language === null) return { active: false, language: fallback.srclang };
  const chosen = choice.language.toLowerCase();
  return tracks.some((track) => track.srclang === chosen)
    ? { active: true, language: chosen }
    : { active: true, language: fallback.srclang };
}
