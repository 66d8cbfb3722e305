import { captionPreference } from './caption-preference';

describe('captionPreference', () => {
  it('reads what the student asked Plyr for, whatever track is shown', () => {
    expect(captionPreference({ captions: { active: false, language: 'en', toggled: true }, currentTrack: 0 })).toEqual({
      active: false,
      language: 'en',
    });
  });

  it('is null when the player keeps no such state', () => {
    expect(captionPreference({})).toBeNull();
    expect(captionPreference({ captions: { active: 'yes', language: 'en' } })).toBeNull();
    expect(captionPreference(null)).toBeNull();
  });
});
