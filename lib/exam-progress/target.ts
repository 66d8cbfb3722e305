/** E-YDS and E-YÖKDİL: 1.25 points per correct answer, 100 in all, nothing off for a wrong one. */
const pointsPerCorrect = 1.25;

interface TargetGap {
  /** More correct answers the target needs, at most the questions not answered right. */
  needed: number;
  /** False when even every remaining question right would not reach the target. */
  reachable: boolean;
}

/**
 * How many more correct answers take `score` (of an attempt with `questionCount` questions) to
 * `target`: ceil((target − score) / 1.25), never below 0, capped by the questions not yet right.
 */
export function targetGap(target: number, score: number, questionCount: number): TargetGap {
  // 1e-9: 71.25 − 56.25 is not exactly 15 in floating point, and must not need one answer more.
  const needed = Math.max(0, Math.ceil((target - score) / pointsPerCorrect - 1e-9));
  const available = Math.max(0, questionCount - Math.round(score / pointsPerCorrect));
  return { needed: Math.min(needed, available), reachable: needed <= available };
}

/** A target score is a number from 0 to 100. */
export const isTargetScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/** What the student typed, as a target score, or null when it is not one (empty, text, out of range). */
export function parseTargetScore(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return isTargetScore(value) ? value : null;
}
