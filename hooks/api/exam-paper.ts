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

/** Where the paper is read for. */
export interface PaperReadFor {
  /** The enrollment is in the signed-in student's course list. */
  ownEnrollment: boolean;
  /** The student pressed Start on the paper shown. */
  open: boolean;
}

/**
 * Device first (decision 44) for the exam paper: the kept paper is drawn while the read is
 * unanswered or got no answer at all, and the network's paper replaces it once it comes. Before
 * any answer only for an enrollment in the signed-in student's list (decision 22); with no answer
 * at all, as before, whatever the list (the exam shell opens offline without one, decision 21).
 * The server's own failure (4xx, 5xx, invalid) is shown as without a copy, as for the other reads,
 * except once the student pressed Start on the kept paper (`open`): an open exam stays on screen
 * whatever a later answer says, so the paper under it stays too.
 */
export function paperOnScreen(
  read: PaperRead,
  kept: KeptExamPaper | null,
  { ownEnrollment, open }: PaperReadFor,
): PaperOnScreen {
  const network = { exam: read.fetched, error: read.error, keptAt: null };
  if (read.fetched !== undefined || kept === null) return network;
  const standsIn = read.error === undefined ? ownEnrollment : keptCopyStandsIn(read.error);
  // No-response stays visible: the screen keeps asking (useReconnect) while the kept paper shows.
  if (standsIn) return { exam: kept.exam, error: read.error, keptAt: kept.savedAt };
  if (open && read.error !== undefined) return { exam: kept.exam, error: undefined, keptAt: null };
  return network;
}
