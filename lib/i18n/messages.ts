import type { enUSExam } from './en-US/exam';
import type { enUSHelp } from './en-US/help';
import type { enUSOffline } from './en-US/offline';
import type { enUSShell } from './en-US/shell';
import type { enUSViewers } from './en-US/viewers';
import type { PluralForms } from './plural';

/** Count-bearing messages are plural forms (lib/i18n/plural.ts): each language has its own categories. */
type Widen<T> = T extends string
  ? string
  : T extends { other: string }
    ? [Exclude<keyof T, Intl.LDMLPluralRule>] extends [never]
      ? PluralForms
      : { [K in keyof T]: Widen<T[K]> }
    : { [K in keyof T]: Widen<T[K]> };

// The shapes every language must have, part by part: the English ones' keys, any strings.
export type ShellMessages = Widen<typeof enUSShell>;
export type HelpMessages = Widen<typeof enUSHelp>;
export type ViewersMessages = Widen<typeof enUSViewers>;
export type ExamMessages = Widen<typeof enUSExam>;
export type OfflineMessages = Widen<typeof enUSOffline>;

/**
 * The parts a catalogue is split into beside the shell's words (decision 46): a screen ships the
 * shell's words and its own area's, not the other screens' (components/providers/messages-area.tsx).
 */
export interface AreaMessages {
  help: HelpMessages;
  viewers: ViewersMessages;
  exam: ExamMessages;
  offline: OfflineMessages;
}

export type MessageArea = keyof AreaMessages;

/** One language's whole catalogue: the shell's words and every area's. */
export type Messages = ShellMessages & HelpMessages & ViewersMessages & ExamMessages & OfflineMessages;
