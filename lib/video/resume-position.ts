import { storageKeys } from '@/lib/storage/keys';
import { ownValue, withOwnValue } from '@/lib/storage/own-property';
import { readStored, writeStored } from '@/lib/storage/stored-value';

/** Where a student stopped in one video. */
interface SavedPosition {
  position: number;
  duration: number;
  savedAt: number;
}

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSavedPosition = (value: unknown): value is SavedPosition =>
  isRecord(value) &&
  typeof value.position === 'number' &&
  typeof value.duration === 'number' &&
  typeof value.savedAt === 'number' &&
  Number.isFinite(value.position) &&
  Number.isFinite(value.duration) &&
  Number.isFinite(value.savedAt) &&
  value.position >= 0 &&
  value.duration > 0;

/** The stored positions still worth keeping: well-formed and younger than the age limit. */
function readPositions(now: number): SavedPositions {
  const stored = readStored(storageKeys.videoPositions, { maxAgeMs: resumeRules.maxAgeMs, isValid: isRecord, now });
  const kept = Object.entries(stored ?? {}).filter(
    (entry): entry is [string, SavedPosition] =>
      isSavedPosition(entry[1]) && now - entry[1].savedAt <= resumeRules.maxAgeMs,
  );
  return Object.fromEntries(kept);
}

let savingStopped = false;

/**
 * The session ends: a player still on screen saves no more positions (it would when the page is
 * left, after its student's positions were removed). The next page load starts saving again.
 */
export function stopSavingPositions(): void {
  savingStopped = true;
}

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
