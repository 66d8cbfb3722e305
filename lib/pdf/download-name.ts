/**
 * The saved file's name from the material's name ("Alıştırma Föyü – Ünite 1.pdf") rather than the
 * URL's: characters Windows or macOS refuse in file names become hyphens.
 */
export function downloadFileName(materialName: string, fallback: string): string {
  const base = materialName
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const name = base || fallback;
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}
