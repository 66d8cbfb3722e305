import type { Messages } from '../messages';
import { enUSExam } from './exam';
import { enUSHelp } from './help';
import { enUSOffline } from './offline';
import { enUSShell } from './shell';
import { enUSViewers } from './viewers';

export type { Messages } from '../messages';

/**
 * The English (US) catalogue, the default: every UI string of the portal, one file per area.
 * Whole, for the server (page metadata) and tests; the browser's code takes the parts it needs
 * (lib/i18n/catalogues.ts), so no client module imports this one.
 */
export const enUS: Messages = { ...enUSShell, ...enUSHelp, ...enUSViewers, ...enUSExam, ...enUSOffline };
