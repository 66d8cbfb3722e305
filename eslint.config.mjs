import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      // `const { omitted, ...rest } = value` is how a field is left out; `_name` marks an unused parameter.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // React Compiler rules (decision 0034): the app does not run the compiler; the places they
      // flag read browser-only state after mount on purpose. Rules of hooks and exhaustive deps stay errors.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          name: 'next/link',
          message: 'Use Link from @/components/ui/link: it is never prefetched on sight (ADR 0036).',
        },
      ],
    },
  },
  { files: ['components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  globalIgnores(['.next/**', 'out/**', 'public/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
