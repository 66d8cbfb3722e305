import type { Options } from 'plyr';
import type { Messages } from '@/lib/i18n/messages';
import { autoQuality } from './quality-options';

/** Plyr fetches its icon sprite and a blank video from its CDN unless told otherwise: the site serves both. */
const plyrAssets = { iconUrl: '/plyr/plyr.svg', blankVideo: '/plyr/blank.mp4' } as const;

/** An adaptive stream's renditions as Plyr's quality menu, and what to do when the student picks one. */
export interface StreamQuality {
  options: number[];
  onChange: (quality: number) => void;
}

interface PlyrOptionsInput {
  title: string;
  messages: Messages['video'];
  quality?: StreamQuality;
  /** How the captions start (`initialCaptions`); none when the video has no tracks. */
  captions?: { active: boolean; language: string } | null;
}

/** Plyr reads `title` (its play buttons' names) from its options, though its types list it only on sources. */
type OptionsWithTitle = Options & { title: string };

export function plyrOptions({ title, messages, quality, captions }: PlyrOptionsInput): OptionsWithTitle {
  return {
    title,
    ...plyrAssets,
    // Plyr would keep volume, speed and quality under its own `plyr` key, outside the stored-value envelope (decision 3).
    storage: { enabled: false },
    keyboard: { focused: true, global: false },
    // Control tooltips would carry the buttons' names, and Plyr hides the Settings one while its menu is open.
    tooltips: { controls: false, seek: true },
    // Keeps the player's box while the first frame loads, so the page does not jump.
    ratio: '16:9',
    // On a phone the seek bar takes a row of its own and the volume slider gives way (plyr-phone.css).
    controls: [
      'play-large',
      'play',
      'progress',
      'current-time',
      'duration',
      'mute',
      'volume',
      ...(captions ? ['captions'] : []),
      'settings',
      'pip',
      'airplay',
      'fullscreen',
    ],
    settings: [...(captions ? ['captions'] : []), ...(quality ? ['quality'] : []), 'speed'],
    // `update: false`: the menu lists the material's tracks as given, not tracks added later.
    ...(captions && { captions: { ...captions, update: false } }),
    // Plyr deep-merges its options: a `quality: undefined` would replace its defaults and break its setup.
    ...(quality && {
      quality: { default: autoQuality, options: quality.options, forced: true, onChange: quality.onChange },
    }),
    i18n: { ...messages.controls, qualityLabel: { [autoQuality]: messages.autoQuality } },
  };
}
