// BCP 47 in the short forms a school would use: "en", "tr", "pt-BR".
const languageTag = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** A caption language: of a track (`schemas.ts`) or of the student's choice (lib/video/captions.ts). */
export const isLanguage = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 35 && languageTag.test(value);
