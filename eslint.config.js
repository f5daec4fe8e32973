import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REGISTRY, REMOTE_KEYS } from './scripts/lib/registry.mjs';

// The router comes from @sistema/shared, the one shared copy (docs/decisions/004): a direct import
// would be a second router whose contexts the shell's <BrowserRouter> does not provide.
const routerThroughShared = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'El router se importa de @sistema/shared: es la única copia compartida.',
};

// Server state too (docs/decisions/008): a remote's own @tanstack/react-query would be a second
// copy whose QueryClient context the shell's provider does not fill.
const queryThroughShared = {
  group: ['@tanstack/react-query', '@tanstack/react-query/*'],
  message: 'TanStack Query se importa de @sistema/shared: es la única copia compartida.',
};

// The virtualizer as well: the shell already loads it inside @sistema/shared, and a remote's own
// copy is downloaded a second time (docs/performance.md).
const virtualizerThroughShared = {
  group: ['@tanstack/react-virtual', '@tanstack/virtual-core'],
  message: 'El virtualizador se importa de @sistema/shared: el shell ya lo carga allí.',
};

// A remote is one feature: it may use @sistema/shared, never another remote (by its folder or its
// federation name) nor the shell. Every registered remote gets this boundary.
const remoteBoundaries = () =>
  REMOTE_KEYS.map((key) => {
    const others = REMOTE_KEYS.filter((other) => other !== key);
    return {
      files: [`${REGISTRY[key].folder}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              routerThroughShared,
              queryThroughShared,
              virtualizerThroughShared,
              {
                group: [
                  ...others.flatMap((other) => [`**/${REGISTRY[other].folder}/**`, `${other}/*`]),
                  '**/shell/**',
                  'shell/*',
                ],
                message:
                  'Un remoto solo importa de @sistema/shared: nunca de otro remoto ni del shell.',
              },
            ],
          },
        ],
      },
    };
  });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'api/.data/**',
      'bench/results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.__mf__temp/**',
      // What running the system and its tests leaves (logs, nginx prefixes, Playwright traces).
      '**/.run/**',
      // Written by openapi-typescript (api/test/contract/openapi-types.test.ts keeps it current).
      'api/test/contract/generated/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-definitions': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'shared/src/router/**',
      'shared/src/server-state/**',
      'shared/testing/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [routerThroughShared, queryThroughShared] }],
    },
  },
  {
    files: ['shared/src/server-state/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routerThroughShared] }] },
  },
  ...remoteBoundaries(),
);
