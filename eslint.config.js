import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'node_modules/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts,cjs}'],
    // Node scripts that also drive the browser (page.evaluate callbacks).
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // ARCHITECTURE.md: only app/storage touches localStorage or IndexedDB.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/storage/**', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use app/storage.' },
        { name: 'sessionStorage', message: 'Use app/storage.' },
        { name: 'indexedDB', message: 'Use app/storage.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use app/storage.' },
        { object: 'window', property: 'indexedDB', message: 'Use app/storage.' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'idb-keyval', message: 'Use app/storage.' }] }],
    },
  },
  {
    // domain and content import nothing of ours but each other's types.
    files: ['app/domain/**/*.ts', 'app/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/storage/*', '~/components/*', '~/routes/*', 'react', '@mantine/*'],
              message: 'domain and content stay pure.',
            },
          ],
        },
      ],
    },
  },
);
