import * as v from 'valibot';
import { onSessionEnd } from '@/lib/session/session-end';
import { storageKeys } from '@/lib/storage/keys';
import { ownValue, withOwnValue } from '@/lib/storage/own-property';
import { storedRecord } from '@/lib/storage/stored-schemas';
import { readStored, writeStored } from '@/lib/storage/stored-value';

const finite = v.pipe(v.number(), v.finite());

/** Where a student stopped in one video. */
const savedPositionSchema = v.object({
  position: v.pipe(finite, v.minValue(0)),
  duration: v.pipe(finite, v.gtValue(0)),
  savedAt: finite,
});
type SavedPosition = v.InferOutput<typeof savedPositionSchema>;

type SavedPositions = Record<string, SavedPosition>;

export const resumeRules = {
  /** A position older than this is forgotten: after a month the student has likely moved on. */
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  /** Nearer the start than this, resuming saves nothing and the notice would only puzzle. */
  minPositionS: 3,
  /** Nearer the end than this, the video was finished: it starts over. */
  restartWithinLastS: 5,
  /** Positions kept at most, newest first, so the entry cannot grow without bound. */
  maxVideos: 100,
} as const;

/** The stored entry: any plain object; each position in it is checked alone, so a damaged one costs only itself. */
const storedPositionsSchema = storedRecord(v.unknown());

/** The stored positions still worth keeping: well-formed and younger than the age limit. */
function readPositions(now: number): SavedPositions {
  const stored = readStored(storageKeys.videoPositions, {
    maxAgeMs: resumeRules.maxAgeMs,
    schema: storedPositionsSchema,
    now,
  });
  const kept = Object.entries(stored ?? {}).filter(
    (entry): entry is [string, SavedPosition] =>
      v.is(savedPositionSchema, entry[1]) && now - entry[1].savedAt <= resumeRules.maxAgeMs,
  );
  return Object.fromEntries(kept);
}

let savingStopped = false;

/**
 * The session ends, in this tab or another (lib/session/session-end.ts): a player still on screen
 * saves no more positions (it would when the page is left, after its student's positions were
 * removed). The next page load starts saving again.
 */
onSessionEnd(() => {
  savingStopped = true;
});

export function savePosition(materialId: string, position: number, duration: number, now = Date.now()): void {
  if (savingStopped) return;
  if (!Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0) return;
  const positions = withOwnValue(readPositions(now), materialId, {
    position: Math.max(0, position),
    duration,
    savedAt: now,
  });
  const newest = Object.entries(positions)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, resumeRules.maxVideos);
  writeStored(storageKeys.videoPositions, Object.fromEntries(newest), now);
}

/** Where to start a video the student opens again, or null to start at the beginning. */
export function resumePosition(materialId: string, now = Date.now()): number | null {
  const saved = ownValue(readPositions(now), materialId);
  if (!saved) return null;
  const { position, duration } = saved;
  if (position < resumeRules.minPositionS || duration - position <= resumeRules.restartWithinLastS) return null;
  return position;
}
