import { enUS } from './en-US';
import { isLocale, loadCatalogue, locales } from './catalogues';
import { trTR } from './tr-TR';

describe('message catalogues', () => {
  it('knows exactly the two languages of the portal', () => {
    expect(locales).toEqual(['en-US', 'tr-TR']);
    expect(locales.every(isLocale)).toBe(true);
    for (const value of ['tr', 'en', 'de-DE', '', null, 42, 'constructor', 'toString'])
      expect(isLocale(value)).toBe(false);
  });

  it('loads each language’s own catalogue', async () => {
    await expect(loadCatalogue('en-US')).resolves.toBe(enUS);
    await expect(loadCatalogue('tr-TR')).resolves.toBe(trTR);
  });
});
