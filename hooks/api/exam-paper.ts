import type { Exam } from '@/lib/types';
import { keptCopyStandsIn } from './kept-copy';

/** The paper this device keeps for the exam (lib/exam/kept-papers.ts), as the exam screen uses it. */
export interface KeptExamPaper {
  exam: Exam;
  /** When it was kept (ms): the shell's lie-fi note says so. */
  savedAt: number;
}

/** What the network has said of the paper so far (SWR's data and error). */
export interface PaperRead {
  fetched: Exam | undefined;
  error: unknown;
}

export interface PaperOnScreen {
  exam: Exam | undefined;
  error: unknown;
  /** When the kept paper on screen was saved, while it stands in for the network's answer; otherwise null. */
  keptAt: number | null;
}

/**
 * Device first (decision 44) for the exam paper: the kept paper is drawn while the read is
 * unanswered or got no answer at all, and the network's paper replaces it once it comes. The
 * server's own failure (4xx, 5xx, invalid) is shown as without a copy, as for the other reads,
 * except once the exam is open (`open`: Start pressed, or an attempt resuming): an open exam stays
 * on screen whatever a later answer says, so the paper under it stays too.
 */
export function paperOnScreen(read: PaperRead, kept: KeptExamPaper | null, open: boolean): PaperOnScreen {
  if (read.fetched !== undefined || kept === null) return { exam: read.fetched, error: read.error, keptAt: null };
  // No-response stays visible: the screen keeps asking (useReconnect) while the kept paper shows.
  if (keptCopyStandsIn(read.error)) return { exam: kept.exam, error: read.error, keptAt: kept.savedAt };
  if (open) return { exam: kept.exam, error: undefined, keptAt: null };
  return { exam: undefined, error: read.error, keptAt: null };
}
