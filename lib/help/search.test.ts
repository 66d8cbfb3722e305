import { foldForSearch, matchesQuery } from './search';

describe('foldForSearch', () => {
  it('lowers Turkish dotted and dotless capitals by Turkish rules', () => {
    expect(foldForSearch('İNDİRME')).toBe('indirme');
    expect(foldForSearch('ISIK')).toBe('isik');
    expect(foldForSearch('E-YÖKDİL')).toBe('e-yokdil');
  });

  it('drops accents so a phone without Turkish letters still finds answers', () => {
    expect(foldForSearch('Sınav süresi çevrimdışı ğ ş')).toBe('sinav suresi cevrimdisi g s');
  });
});

describe('matchesQuery', () => {
  const entry = ['Sınavın süresi dolunca ne olur?', 'Cevaplarınız otomatik olarak teslim edilir.'];

  it('finds an entry whatever the case and accents of the query', () => {
    expect(matchesQuery(entry, 'SINAV')).toBe(true);
    expect(matchesQuery(entry, 'sinav suresi')).toBe(true);
    expect(matchesQuery(entry, 'TESLİM')).toBe(true);
    expect(matchesQuery(['Night mode and language'], 'NIGHT')).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(matchesQuery(entry, 'sınav video')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesQuery(entry, '   ')).toBe(true);
  });
});
