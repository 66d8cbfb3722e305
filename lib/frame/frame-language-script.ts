import { defaultLocale } from '@/lib/config/ui';
import { storageKeys } from '@/lib/storage/keys';

/** Set on <html> when the student's stored language is not the one the frame is written in. */
export const frameTextHiddenAttribute = 'data-frame-text-hidden';

/**
 * An inline script, static so the build can hash it for the Content-Security-Policy: a student
 * who chose another language sees the frame's boxes without its English words until the app
 * mounts in their language (the gate waits for their catalogue), never a flash of English.
 */
export const frameLanguageScript =
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(storageKeys.locale)}));` +
  `if(s&&typeof s.value==="string"&&s.value!==${JSON.stringify(defaultLocale)})` +
  `document.documentElement.setAttribute(${JSON.stringify(frameTextHiddenAttribute)},"")}catch(e){}`;
