import type { Page } from '@playwright/test';

export declare function goOfflineWithEmptyHttpCache(page: Page): Promise<void>;
