import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A remote is one feature: it may use @sistema/shared, never the other remote or the shell.
const remoteBoundary = (otherRemote) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            `**/${otherRemote}/**`,
            `${otherRemote.replace('-mfe', '')}/*`,
            '**/shell/**',
            'shell/*',
          ],
          message: 'Un remoto solo importa de @sistema/shared: nunca del otro remoto ni del shell.',
        },
      ],
    },
  ],
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
    files: ['shared/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['startups-mfe/**'], rules: remoteBoundary('technologies-mfe') },
  { files: ['technologies-mfe/**'], rules: remoteBoundary('startups-mfe') },
);
