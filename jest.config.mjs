import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests beside the code; end-to-end tests live in e2e/ (Playwright). */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{app,components,hooks,lib,server,store,demo,bench}/**/*.test.{ts,tsx,mjs}'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

export default createJestConfig(config);
