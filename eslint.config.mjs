import fs from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const importsFromAbove = 'lib/ is below store/, components/, hooks/ and app/: they may import lib/, not the reverse.';

/**
 * lib/'s folders in tiers, from the top down (docs/architecture.md draws them). A folder imports
 * only folders of the tiers below its own, so no arrow runs back up and no circle can form; folders
 * of one tier do not import one another. A folder that needs a neighbour of its tier, or one above,
 * moves down a tier here (and in the drawing), if nothing it imports then runs back up.
 */
const libTiers = [
  ['startup'],
  ['auth'],
  ['shared-device'],
  ['pwa'],
  ['service-worker'],
  ['offline', 'exam-progress'],
  ['exam-summary'],
  ['exam', 'video', 'pdf', 'frame'],
  ['i18n'],
  ['api'],
  ['kept-reads'],
  ['session', 'help', 'courses', 'notifications', 'ui'],
  ['storage', 'routes', 'config', 'http', 'types', 'random', 'time'],
];

// Every folder of lib/ (and lib/types.ts) has its tier: a new one is placed before it is linted.
const libFolders = fs
  .readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || entry.name === 'types.ts')
  .map((entry) => {
    const folder = entry.name.replace(/\.ts$/, '');
    const tier = libTiers.findIndex((names) => names.includes(folder));
    if (tier === -1) throw new Error(`lib/${entry.name} has no tier: add it to libTiers in eslint.config.mjs.`);
    const files = entry.isDirectory() ? [`lib/${folder}/**`] : [`lib/${entry.name}`];
    return { folder, files, below: libTiers.slice(tier + 1).flat() };
  });

const importedFromLibBelow = (folder, below) =>
  `lib/${folder} may import only the lib/ folders below it (${below.join(', ') || 'none'}): ` +
  'an import from its own tier or above runs back up (docs/architecture.md).';

const libForbiddenPackages = ['react', 'react-dom', 'swr', 'react-redux', '@reduxjs/toolkit', 'next'].map((name) => ({
  name,
  message: 'lib/ holds logic without React, SWR or the store: put it in hooks/ or components/.',
}));

const libForbiddenPatterns = [
  {
    group: ['react/*', 'react-dom/*', 'swr/*', 'react-redux/*', '@reduxjs/toolkit/*', 'next/*'],
    message: 'lib/ holds logic without React, SWR, the store or Next.js.',
  },
  {
    group: ['@/store', '@/store/*', '@/components', '@/components/*', '@/hooks', '@/hooks/*', '@/app', '@/app/*'],
    message: importsFromAbove,
  },
  { regex: '^(\\.\\./)+(store|components|hooks|app)(/|$)', message: importsFromAbove },
];

const nextLink = {
  name: 'next/link',
  message: 'Use Link from @/components/ui/link: it is never prefetched on sight (decision 36).',
};

/** The folders each layer must not import from: the ones above it. */
const layersAbove = {
  components: ['app'],
  hooks: ['components', 'app'],
  store: ['hooks', 'components', 'app'],
};
const importedFromBelow = (layer, above) =>
  `${layer}/ is below ${above.map((folder) => `${folder}/`).join(' and ')}: they may import ${layer}/, not the reverse.`;

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    // The files Next's configs above lint (with their React and TypeScript plugins); a .cjs file
    // (lib/config/local-ports.cjs) gets ESLint's own rules only.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      // `const { omitted, ...rest } = value` is how a field is left out; `_name` marks an unused parameter.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // React Compiler rules (decision 34): the app does not run the compiler; the places they
      // flag read browser-only state after mount on purpose. Rules of hooks and exhaustive deps stay errors.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [nextLink] }],
    },
  },
  // Layers (decision 33): app/ -> components/ -> hooks/ -> store/ -> lib/, arrows pointing down only.
  // These options replace the ones above for their folders (ESLint merges a rule's options by
  // replacing them), so each keeps the next/link rule too; lib/'s own block follows.
  ...Object.entries(layersAbove).map(([layer, above]) => ({
    files: [`${layer}/**`],
    // A test may render what it tests inside the providers that the screens have above it.
    ignores: [`${layer}/**/*.test.*`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [
            {
              group: above.flatMap((folder) => [`@/${folder}`, `@/${folder}/*`]),
              message: importedFromBelow(layer, above),
            },
            { regex: `^(\\.\\./)+(${above.join('|')})(/|$)`, message: importedFromBelow(layer, above) },
          ],
        },
      ],
    },
  })),
  { files: ['components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // Layers (decision 33): lib/ is logic without React, the store or the screens, and its folders
  // import one another downwards only (`libTiers`). These options replace the ones above for lib/
  // (next/* is forbidden here as a whole, next/link included).
  ...libFolders.map(({ folder, files, below }) => {
    const above = libTiers
      .slice(0, libTiers.findIndex((tier) => tier.includes(folder)) + 1)
      .flat()
      .filter((other) => other !== folder);
    return {
      files,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: libForbiddenPackages,
            patterns: [
              ...libForbiddenPatterns,
              ...(above.length === 0
                ? []
                : [
                    {
                      group: above.flatMap((other) => [`@/lib/${other}`, `@/lib/${other}/*`]),
                      message: importedFromLibBelow(folder, below),
                    },
                    {
                      regex: `^(\\.\\./)+(${above.join('|')})(/|\\.|$)`,
                      message: importedFromLibBelow(folder, below),
                    },
                  ]),
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['lib/**'],
    ignores: ['lib/**/*.test.*'], // jsdom tests build elements to test with
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'document', message: 'lib/ does not touch the page: take the element or value as an argument.' },
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
