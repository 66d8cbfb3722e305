import { plyrText } from './plyr-text';

describe('plyrText', () => {
  it('turns markup into text Plyr shows as written', () => {
    const label = '<img src=x onerror="window.hacked=1">Türkçe & English\'s';
    const item = document.createElement('span');
    // What Plyr does with a track label.
    item.innerHTML = plyrText(label);
    expect(item.textContent).toBe(label);
    expect(item.querySelector('img')).toBeNull();
  });

  it('leaves plain labels as they are', () => {
    expect(plyrText('Türkçe')).toBe('Türkçe');
  });
});
