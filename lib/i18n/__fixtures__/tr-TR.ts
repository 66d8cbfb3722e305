/** Test-only: the whole Turkish catalogue, for tests that check every message. Never imported by product code. */
import type { Messages } from '../messages';
import { trTRExam } from '../tr-TR/exam';
import { trTRHelp } from '../tr-TR/help';
import { trTROffline } from '../tr-TR/offline';
import { trTRShell } from '../tr-TR/shell';
import { trTRViewers } from '../tr-TR/viewers';

export const trTR: Messages = { ...trTRShell, ...trTRHelp, ...trTRViewers, ...trTRExam, ...trTROffline };
