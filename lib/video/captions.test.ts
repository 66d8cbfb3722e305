import * as v from 'valibot';
import { storageKeys } from '@/lib/storage/keys';
import { captionChoiceSchema, initialCaptions, readCaptionChoice, saveCaptionChoice } from './captions';

const isCaptionChoice = (value: unknown) => v.is(captionChoiceSchema, value);

const english = { src: '/media/captions/lesson-1.en.vtt', srclang: 'en', label: 'English', default: true };
const turkish = { src: '/media/captions/lesson-1.tr.vtt', srclang: 'tr', label: 'Türkçe' };

describe('stored caption choice', () => {
  beforeEach(() => localStorage.clear());

  it('accepts a language or off, and nothing else', () => {
    expect(isCaptionChoice({ language: 'tr' })).toBe(true);
    expect(isCaptionChoice({ language: null })).toBe(true);
    expect(isCaptionChoice({ language: '<script>' })).toBe(false);
    expect(isCaptionChoice({ language: 7 })).toBe(false);
    expect(isCaptionChoice({})).toBe(false);
    expect(isCaptionChoice('tr')).toBe(false);
  });

  it('comes back as saved', () => {
    saveCaptionChoice({ language: 'tr' });
    expect(readCaptionChoice()).toEqual({ language: 'tr' });
    saveCaptionChoice({ language: null });
    expect(readCaptionChoice()).toEqual({ language: null });
  });

  it('treats a malformed stored value as no choice and removes it', () => {
    for (const raw of [
      'not json',
      JSON.stringify({ value: { language: 'xx-!!' }, savedAt: 1 }),
      JSON.stringify({ language: 'tr' }),
    ]) {
      localStorage.setItem(storageKeys.videoCaptions, raw);
      expect(readCaptionChoice()).toBeNull();
      expect(localStorage.getItem(storageKeys.videoCaptions)).toBeNull();
    }
  });
});

describe('how a video starts its captions', () => {
  it('uses the material’s default track when the student has not chosen', () => {
    expect(initialCaptions([turkish, english], null)).toEqual({ active: true, language: 'en' });
    expect(initialCaptions([turkish], null)).toEqual({ active: false, language: 'tr' });
  });

  it('follows the stored language, or keeps captions off', () => {
    expect(initialCaptions([english, turkish], { language: 'tr' })).toEqual({ active: true, language: 'tr' });
    expect(initialCaptions([english, turkish], { language: null })).toEqual({ active: false, language: 'en' });
  });

  it('falls back to the default track when the video lacks the stored language', () => {
    expect(initialCaptions([english], { language: 'de' })).toEqual({ active: true, language: 'en' });
  });

  it('has nothing to start without tracks', () => {
    expect(initialCaptions([], { language: 'tr' })).toBeNull();
  });
});
