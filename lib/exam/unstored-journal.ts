import * as v from 'valibot';
import { storedRecord } from '@/lib/storage/stored-schemas';
import type { AnswerEntry } from '@/lib/types';
import { isAnswerEntry } from './attempt-storage';

/**
 * This tab's answers that are shown but not on disk yet, mirrored synchronously in session
 * storage. The IndexedDB transaction that stores an answer completes some milliseconds after the
 * tap; a reload or navigation inside that window would take the answer with it. Session storage
 * is written at once, belongs to this tab alone (no other tab can overwrite it) and survives a
 * reload; once the disk write completes, IndexedDB is the record again and the entry goes.
 */
const journalKey = 'exam_unstored_answers';

type Journal = Record<string, AnswerEntry[]>;

/** Each attempt's entries are checked alone: a damaged one costs only itself. */
const anyRecord = storedRecord(v.unknown());

function readJournal(): Journal {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(journalKey) ?? '{}');
    if (!v.is(anyRecord, parsed)) return {};
    const journal: Journal = {};
    for (const [attemptId, entries] of Object.entries(parsed)) {
      if (Array.isArray(entries)) journal[attemptId] = entries.filter(isAnswerEntry);
    }
    return journal;
  } catch {
    return {}; // unreadable, or no session storage: the disk write is all there is
  }
}

/** The answers of `attemptId` a previous page of this tab showed but had not stored. */
export function journaledAnswers(attemptId: string): AnswerEntry[] {
  const journal = readJournal();
  return Object.hasOwn(journal, attemptId) ? (journal[attemptId] ?? []) : [];
}

/** Replaces what the journal holds for `attemptId` (nothing: the entry goes). */
export function journalAnswers(attemptId: string, entries: readonly AnswerEntry[]): void {
  try {
    const journal = readJournal();
    if (entries.length === 0) delete journal[attemptId];
    else journal[attemptId] = [...entries];
    if (Object.keys(journal).length === 0) sessionStorage.removeItem(journalKey);
    else sessionStorage.setItem(journalKey, JSON.stringify(journal));
  } catch {
    // A full or missing session storage only narrows the reload window back to the disk write.
  }
}
