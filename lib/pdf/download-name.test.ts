import { downloadFileName } from './download-name';

describe('downloaded file names', () => {
  it('names the file after the material', () => {
    expect(downloadFileName('Alıştırma Föyü – Ünite 1', 'document')).toBe('Alıştırma Föyü – Ünite 1.pdf');
  });

  it('replaces characters file systems refuse', () => {
    expect(downloadFileName('Unit 1/2: "Verbs"?', 'document')).toBe('Unit 1-2- -Verbs--.pdf');
  });

  it('keeps an existing extension and falls back on an empty name', () => {
    expect(downloadFileName('notes.PDF', 'document')).toBe('notes.PDF');
    expect(downloadFileName(' .. ', 'document')).toBe('document.pdf');
  });
});
