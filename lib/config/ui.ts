/** UI constants of product.md section 9, in one place so no screen hard-codes them. */

export const guestDisplayName = 'Misafir';

export const examCourseTypes = { yds: 'E-YDS Deneme Sınavı', yokdil: 'E-Yökdil Deneme Sınavı' } as const;

export const examCourseTypeNames = Object.values(examCourseTypes);

/** Cache kept when the app clears its caches (logout, update). */
export const offlineVideoCacheName = 'offline-videos';

export const identityOrganization = 'root';

export const mobileStateLength = 16;

export const dialogAnimationMs = 300;

export const defaultLocale = 'en-US';

export const notification = { timeoutMs: 5000, position: 'bottom' } as const;

export const loadingSpinnerSize = 80;

export const buttonTouchSuppressionMs = 200;

export const textareaDefaultRows = 6;

export const breakpoints = { small: 600, medium: 1024, large: 1440, extraLarge: 1920 } as const;

export const resizeDebounceMs = 16;

/**
 * How long a read may go unanswered before the screen says its data is the copy kept on the device
 * ("Saved 10:42 — refreshing"), while it keeps asking (issue 20: at most 3 s; decision 44).
 */
export const readBudgetMs = 3000;

/**
 * How long "Start the exam" waits for the server before the exam opens from the paper kept on the
 * device (decision 76). The lie-fi budget from tap to the first question is 3.5 s: the rest is for
 * keeping the attempt on the device and drawing the question on a slow phone.
 */
export const examStartBudgetMs = 2500;
