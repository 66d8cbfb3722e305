import type { Messages } from '../messages';
import { trTRExam } from './exam';
import { trTRHelp } from './help';
import { trTROffline } from './offline';
import { trTRShell } from './shell';
import { trTRViewers } from './viewers';

/** The Turkish catalogue, one file per area like the English one; whole for tests. */
export const trTR: Messages = { ...trTRShell, ...trTRHelp, ...trTRViewers, ...trTRExam, ...trTROffline };
