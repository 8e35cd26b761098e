import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The arrows of ARCHITECTURE.md ("The house"), as lint rules: an import
 * against them fails `npm test`. scripts/arrows.test.mjs proves each rule
 * bites with a fixture.
 *
 *   routes -> components, lib, domain, storage, content
 *   components -> lib, domain, content        lib -> domain
 *   storage -> domain                          domain, content -> nothing of ours
 */
const ours = (...folders) => `^(~/|(\\.\\./)+)(${folders.join('|')})(/|$)`;
const rule = (regex, message, extra = {}) => ({ regex, message, ...extra });
const UI_LIBS = rule(
  '^(react|react-dom|@mantine/.*|@remix-run/react|@tabler/icons-react)$',
  'Not UI code: no React here.',
  {
    allowTypeImports: true,
  },
);
const restrict = (...patterns) => ['error', { patterns }];
/**
 * The data route (routes/dados) has no screen: shared UI posts to it from
 * any screen (components/data-post.ts), so it may import the type of its
 * answer, and nothing else of it. Every other route stays out of reach.
 */
const DATA_ROUTE_ACTION = '^(~/|(\\.\\./)+)routes/dados/action$';
const OTHER_ROUTES = '^(~/|(\\.\\./)+)routes(/(?!dados/action$)|$)';

/** The files of a screen that may read and write storage; every other part gets data and callbacks. */
const STORAGE_READERS = ['app/routes/*/route.tsx', 'app/routes/*/loader.ts', 'app/routes/*/action.ts'];
const STORAGE_RULE = 'Only route.tsx, loader.ts and action.ts read or write storage';

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
    // Only app/storage touches localStorage or IndexedDB.
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
    },
  },
  // import() loads code too: a part, a component or a helper that reached storage through it
  // would slip past no-restricted-imports. Only route.tsx, loader.ts and action.ts may.
  {
    files: ['app/{routes,components,lib,domain,content}/**/*.{ts,tsx}'],
    ignores: [...STORAGE_READERS, 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^~\\/storage\\/|\\/storage\\/)/]',
          message: `${STORAGE_RULE}, with import() too; pass data and callbacks down.`,
        },
      ],
    },
  },
  // The arrows, folder by folder. Each block names everything its folder may not import.
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        rule('^idb-keyval$', 'Use app/storage.'),
        rule(ours('routes'), "A screen's parts are its own: share through app/components."),
        rule('^\\.\\./', "A screen's parts are its own: share through app/components."),
      ),
    },
  },
  {
    // A screen's private parts get data and callbacks from their route.tsx (types are fine).
    files: ['app/routes/*/*.{ts,tsx}'],
    ignores: [...STORAGE_READERS, 'app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        rule('^idb-keyval$', 'Use app/storage.'),
        rule(ours('routes'), "A screen's parts are its own: share through app/components."),
        rule('^\\.\\./', "A screen's parts are its own: share through app/components."),
        rule(ours('storage'), `${STORAGE_RULE}; pass data and callbacks down.`, {
          allowTypeImports: true,
        }),
      ),
    },
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        rule('^idb-keyval$', 'Use app/storage.'),
        rule(ours('storage'), 'Components receive data and callbacks from their route: no storage here.', {
          allowTypeImports: true,
        }),
        rule(OTHER_ROUTES, 'Shared UI cannot depend on a screen.'),
        rule(DATA_ROUTE_ACTION, "Shared UI posts to the data route: it may name its answer's type, not run its code.", {
          allowTypeImports: true,
        }),
      ),
    },
  },
  {
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        rule('^idb-keyval$', 'Use app/storage.'),
        rule(ours('storage', 'routes', 'components', 'content', 'root', 'config'), 'lib uses domain only.'),
        UI_LIBS,
      ),
    },
  },
  {
    files: ['app/storage/**/*.ts'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        rule(ours('routes', 'components', 'lib', 'content', 'root', 'config'), 'storage uses domain only.'),
        UI_LIBS,
      ),
    },
  },
  {
    files: ['app/domain/**/*.ts'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        rule(ours('routes', 'components', 'lib', 'storage', 'content', 'root', 'config'), 'domain stays pure.'),
        rule('^(idb-keyval|@remix-run/.*)$', 'domain stays pure.'),
        UI_LIBS,
      ),
    },
  },
  {
    files: ['app/content/**/*.ts'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        rule(ours('routes', 'components', 'lib', 'storage', 'root', 'config'), 'content is data only.'),
        rule(ours('domain'), 'content is data: it may name domain types, nothing more.', { allowTypeImports: true }),
        rule('^(idb-keyval|@remix-run/.*|valibot)$', 'content is data only.'),
        UI_LIBS,
      ),
    },
  },
);
