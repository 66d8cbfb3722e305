/**
 * Test-only: `next/navigation` for the screen tests, which run without Next's router. A test opens
 * a route with `openRoute`; the screen reads it as its pathname. A component test mocks the module
 * with this one:
 *
 *     jest.mock('next/navigation', () => jest.requireActual('@/components/__fixtures__/navigation'));
 *
 * Never imported by product code.
 */
let pathname = '/';

/** The route the screen under test is opened at, as the address bar would hold it. */
export function openRoute(path: string): void {
  pathname = path;
}

/** Calls the screen makes to move on, for a test to read. */
export const router = { prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() };

export const usePathname = () => pathname;
export const useSearchParams = () => new URLSearchParams();
export const useRouter = () => router;
