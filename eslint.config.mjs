import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import nx from '@nx/eslint-plugin';

/** What one no-restricted-imports setting refuses: the router packages with a message, then any others. */
const refusedImports = (routerMessage, ...others) => [
  'error',
  {
    paths: [
      { name: 'react-router-dom', message: routerMessage },
      { name: 'react-router', message: routerMessage },
      ...others,
      reactI18nextRestriction,
    ],
  },
];

const reactI18nextRestriction = {
  name: 'react-i18next',
  message: 'Import useTranslation and I18nextProvider from @stallions/shared-i18n.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/*.js', '**/*.mjs', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      // Packages pull their ambient types (theme, asset modules, build globals) in with `/// <reference path>`.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'never' }],
    },
  },
  {
    // Routing and translation hooks come from the shared packages that re-export them (one copy, only the
    // parts used: see tools/webpack/create-app-config.js). Tests may use react-router-dom's memory routers.
    ignores: [
      'shared-router/**',
      'shared-i18n/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test-utils.tsx',
      '**/testing/**',
    ],
    rules: {
      'no-restricted-imports': refusedImports('Import routing from @stallions/shared-router.'),
    },
  },
  {
    // Island code runs in the browser, where the router never loads: no routing, and the design system from
    // its router-free singleton. (The same rule name as above: this setting replaces it for these files.)
    files: [
      'shell/src/islands/**',
      'shell/src/page-state.ts',
      '*-mfe/src/islands.ts',
      'get-involved-mfe/src/forms/**',
      'causes-mfe/src/components/CompanionsCarousel.tsx',
      'causes-mfe/src/companions.ts',
      'shared-ui/src/forms/**',
      'shared-ui/src/carousel/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-utils.tsx'],
    rules: {
      'no-restricted-imports': refusedImports(
        'Islands run without a router.',
        { name: '@stallions/shared-router', message: 'Islands run without a router.' },
        { name: '@stallions/shared-ui', message: 'Islands import @stallions/shared-ui/browser (no router).' },
      ),
    },
  },
  {
    // Project boundaries (tags in each package.json's "nx"): an app uses only shared packages (shared-* and
    // submissions, tagged scope:shared), a shared package never uses an app, and nothing reaches into another
    // package by a relative path. Deep imports (`@stallions/x/src/...`) fail too: a package is used through its
    // package.json "exports" only.
    files: ['shell/**', '*-mfe/**', 'shared-*/**', 'submissions/**'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // The tests' one matchMedia stand-in lives with the jest setup (tools/ is no project).
          allow: ['../../tools/jest/match-media'],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      // A rule of its own: no-restricted-imports is set above, and a second setting would replace it.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^@stallions\\/[^/]+\\/src(\\/|$)/]',
          message: 'Import another package through its package.json exports, not its src/.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
