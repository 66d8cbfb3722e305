import { storageKeys } from '@/lib/storage/keys';
import { clearSession, currentSessionId, currentStudent, leaveTabSession, tabSessionId } from './session';

/**
 * A session's end as every part of a tab hears of it (decision 22). Its first step, which every
 * tab takes at once and nothing can make fail, makes the session unusable: its credentials and id
 * leave storage, so no new read carries them and no answer still in flight counts as current
 * (lib/api/client.ts); this tab's reads under it are aborted; every other open tab of the portal
 * hears of it and ends it too. What runs next listens here.
 */

/** Why a session ended here: the student signed out, the API refused it, or another tab ended or replaced it. */
export type SessionEndCause = 'sign-out' | 'refused' | 'elsewhere';

export interface EndedSession {
  id: string;
  /** Whose data the session leaves on the device; null when its user named nobody. */
  student: string | null;
  cause: SessionEndCause;
  /** Where this tab goes once the session's end is through (the provider's logout, `/loginProblem`, `/`). */
  leaveTo: string;
}

type SessionEndListener = (ended: EndedSession) => void;

const listeners = new Set<SessionEndListener>();
let reads = new AbortController();
let lastEnded: EndedSession | null = null;

/** Aborted when this tab's session ends: every read sent under it listens (lib/api/client.ts). */
export const sessionSignal = (): AbortSignal => reads.signal;

/** Whether `id` is still the session of the portal, in every tab: the test an answer passes when it lands. */
export const isCurrentSession = (id: string): boolean => currentSessionId() === id;

/** The session that ended last in this tab, for the screens that must stop drawing it; null while none has. */
export const lastEndedSession = (): EndedSession | null => lastEnded;

/** Hears every session that ends in this tab, whatever ended it; returns the way to stop hearing. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function endedInTab(ended: EndedSession): EndedSession {
  leaveTabSession();
  lastEnded = ended;
  reads.abort();
  reads = new AbortController();
  listeners.forEach((listener) => listener(ended));
  return ended;
}

const channelName = 'portal-session';

/** The other tabs hear of it now; a browser without BroadcastChannel has them hear the `storage` event instead. */
function tellOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('session-changed');
  channel.close();
}

/**
 * The one way a session ends (decision 22), whatever ends it: a sign-out, any number of 401s and
 * 403s at once, an idle shared computer. It ends the session `id` if it is still the current one,
 * and only then: every later call finds it gone and does nothing. The credentials and the id go
 * before anyone is told, so nothing a listener does can use them; then the rest of the routine
 * (removing the student's data, leaving for `leaveTo`) hears of it, as every part with work under
 * way does (lib/shared-device/session-end.ts, wired at start-up). Returns the ended session, or
 * null when `id` was not current (already ended, or replaced by a newer sign-in).
 */
export function endSession(id: string | null, cause: SessionEndCause, leaveTo: string): EndedSession | null {
  if (id === null || currentSessionId() !== id) return null;
  const student = currentStudent();
  clearSession();
  tellOtherTabs();
  return endedInTab({ id, student, cause, leaveTo });
}

/** A sign-in in this tab: the others leave whatever session they were running under. */
export const announceSessionStart = tellOtherTabs;

/**
 * Ends this tab's session when another tab ended it or signed a new one in: the tab's session is
 * no longer the stored one. Checked on every message and on every change of the stored session id.
 */
function checkTabSession(leaveTo: string): void {
  const mine = tabSessionId();
  if (mine === null || currentSessionId() === mine) return;
  endedInTab({ id: mine, student: null, cause: 'elsewhere', leaveTo });
}

/**
 * Listens for sessions ending or starting in other tabs (start-up, once per page). `leaveTo` is
 * where a tab goes whose session another tab ended.
 */
export function watchOtherTabs(leaveTo: string): void {
  const check = () => checkTabSession(leaveTo);
  if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(channelName).onmessage = check;
  window.addEventListener('storage', (event) => {
    // `null`: the whole storage was cleared (another tab's "clear site data").
    if (event.key === null || event.key === storageKeys.sessionId) check();
  });
}
