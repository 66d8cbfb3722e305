const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for a place where Plyr writes with `innerHTML` (a caption track's label becomes a settings
 * menu item and the Captions entry's value, plyr/src/js/controls.js): escaped, so a label from the
 * API shows as the characters it holds and never becomes markup, with or without a CSP.
 */
export const plyrText = (text: string): string => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
