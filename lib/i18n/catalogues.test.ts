import { enUS } from './en-US';
import { isLocale, loadArea, loadCatalogue, locales } from './catalogues';
import type { MessageArea } from './messages';
import { trTR } from './__fixtures__/tr-TR';

const areas: MessageArea[] = ['help', 'viewers', 'exam', 'offline'];
const keysOf = (value: object) => Object.keys(value).sort();

describe('message catalogues', () => {
  it('knows exactly the two languages of the portal', () => {
    expect(locales).toEqual(['en-US', 'tr-TR']);
    expect(locales.every(isLocale)).toBe(true);
    for (const value of ['tr', 'en', 'de-DE', '', null, 42, 'constructor', 'toString'])
      expect(isLocale(value)).toBe(false);
  });

  it('loads each language’s own words, the shell’s and every area’s, which together are its whole catalogue', async () => {
    for (const [locale, whole] of [
      ['en-US', enUS],
      ['tr-TR', trTR],
    ] as const) {
      const parts = [await loadCatalogue(locale), ...(await Promise.all(areas.map((area) => loadArea(locale, area))))];
      expect(Object.assign({}, ...parts)).toEqual(whole);
      // No word is in two parts: each part's top-level groups are its own.
      expect(parts.flatMap(keysOf)).toHaveLength(keysOf(whole).length);
    }
    expect((await loadCatalogue('tr-TR')).app.name).toBe('Dil Okulu Öğrenci Portalı');
    expect((await loadArea('tr-TR', 'help')).help).toBe(trTR.help);
  });
});
