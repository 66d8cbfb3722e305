import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// jsdom lacks the encoders, Web Crypto and structured cloning (IndexedDB needs it) that every supported browser has.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.structuredClone) globalThis.structuredClone = (value) => deserialize(serialize(value)) as typeof value;
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
// jsdom lays nothing out, so a size never changes: an observer that never calls back is exact there.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Unit tests expect the documented default configuration (docs/interfaces.md). The shell running them is
// often set up for a build on other ports (NEXT_PUBLIC_API_URL, NEXT_PUBLIC_AUTH_URL exported for the
// e2e servers); that must not change what a unit test sees, so the build variables are dropped here.
for (const name of Object.keys(process.env)) {
  if (name.startsWith('NEXT_PUBLIC_')) delete process.env[name];
}

// CI runs the suites on two cores beside a build; a second for the screen to settle after an answer is tight there.
configure({ asyncUtilTimeout: 3000 });
