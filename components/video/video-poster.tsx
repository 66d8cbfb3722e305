'use client';

import { Play } from 'lucide-react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { format } from '@/lib/i18n/format';
import { formatPlaybackTime } from '@/lib/video/format-time';

interface VideoPosterProps {
  title: string;
  /** Seconds, when the material says. */
  duration?: number;
  /** The student is about to press Play (pointer down, hover, focus): time to start the downloads. */
  onIntent: () => void;
  onPlay: () => void;
}

/**
 * The player's box before the student asks to play: the title, the length and one large Play
 * button, in the player's 16:9 frame so nothing moves when the player takes its place.
 */
export function VideoPoster({ title, duration, onIntent, onPlay }: VideoPosterProps) {
  const { t } = useMessages();
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-slate-900 p-4 text-center text-slate-100">
      <button
        type="button"
        aria-label={format(t.video.playTitled, { title })}
        onPointerDown={onIntent}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onPlay}
        className="flex size-16 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:size-20"
      >
        <Play aria-hidden="true" className="ml-1 size-8 fill-current sm:size-10" />
      </button>
      <p className="line-clamp-2 max-w-prose font-medium">{title}</p>
      {duration !== undefined && duration > 0 && (
        <p className="text-sm text-slate-300">
          {format(t.video.posterDuration, { time: formatPlaybackTime(duration) })}
        </p>
      )}
    </div>
  );
}
