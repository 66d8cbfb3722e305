import { enUS } from '@/lib/i18n/en-US';
import { trTRViewers } from '@/lib/i18n/tr-TR/viewers';
import { plyrOptions } from './plyr-options';
import { autoQuality } from './quality-options';

describe('Plyr options', () => {
  it('loads nothing from a CDN: the sprite and the blank video are the site’s own', () => {
    const options = plyrOptions({ title: 'Lesson', messages: enUS.video });
    expect(options.iconUrl).toBe('/plyr/plyr.svg');
    expect(options.blankVideo).toBe('/plyr/blank.mp4');
    expect(JSON.stringify(options)).not.toMatch(/https?:/);
  });

  it('keeps Plyr out of local storage and its shortcuts on the focused player only', () => {
    const options = plyrOptions({ title: 'Lesson', messages: enUS.video });
    expect(options.storage).toEqual({ enabled: false });
    expect(options.keyboard).toEqual({ focused: true, global: false });
  });

  it('names the player after the material and labels the controls in the student’s language', () => {
    const options = plyrOptions({ title: 'Konu Anlatımı', messages: trTRViewers.video });
    expect(options.title).toBe('Konu Anlatımı');
    expect(options.i18n.play).toBe(trTRViewers.video.controls.play);
    expect(options.i18n.qualityLabel).toEqual({ [autoQuality]: trTRViewers.video.autoQuality });
  });

  it('offers speed only for a plain file', () => {
    const options = plyrOptions({ title: 'Lesson', messages: enUS.video });
    expect(options.settings).toEqual(['speed']);
    expect(options).not.toHaveProperty('quality');
  });

  it('offers the stream’s qualities, starting on Auto, and reports a choice', () => {
    const onChange = jest.fn();
    const options = plyrOptions({
      title: 'Lesson',
      messages: enUS.video,
      quality: { options: [0, 360, 240], onChange },
    });
    expect(options.settings).toEqual(['quality', 'speed']);
    expect(options.quality).toEqual({ default: autoQuality, options: [0, 360, 240], forced: true, onChange });
  });

  it('offers captions, as a button and in the settings menu, only for a video with tracks', () => {
    const options = plyrOptions({ title: 'Lesson', messages: enUS.video, captions: { active: true, language: 'tr' } });
    expect(options.controls).toContain('captions');
    expect(options.settings).toEqual(['captions', 'speed']);
    expect(options.captions).toEqual({ active: true, language: 'tr', update: false });
    const without = plyrOptions({ title: 'Lesson', messages: enUS.video, captions: null });
    expect(without.controls).not.toContain('captions');
    expect(without).not.toHaveProperty('captions');
  });
});
