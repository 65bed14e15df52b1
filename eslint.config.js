import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { BROWSER_BOUNDARY, ENGINE_FACE, SERVER_BOUNDARIES, engineFace, importBoundaries } from './scripts/lint/import-boundaries.js'

/** The CSP forbids inline styles: use classes. */
const INLINE_STYLE = { selector: "JSXAttribute[name.name='style']", message: 'Inline styles break the Content-Security-Policy; use a class.' }

export default tseslint.config(
  { ignores: ['dist/', '.wrangler/', 'node_modules/', 'worker-configuration.d.ts', 'test-results/', 'playwright-report/', 'bench-results/', 'screenshots/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', INLINE_STYLE],
    },
  },
  {
    // One clock, which tests move (session expiry, delivery backoff, retention).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        INLINE_STYLE,
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from clock.now() (src/platform/clock.ts), which tests can move.',
        },
      ],
    },
  },
  // Server features import the engine and the platform, not each other (SERVER_BOUNDARIES).
  ...SERVER_BOUNDARIES.map(({ files, forbidden, message }) => ({
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`, message, allowTypeImports: true }] },
      ],
    },
  })),
  {
    // The rest of the Worker enters the translation engine through its face (src/translation/index.ts).
    files: ENGINE_FACE.files,
    ignores: ENGINE_FACE.ignores,
    plugins: { engine: { rules: { face: engineFace } } },
    rules: { 'engine/face': 'error' },
  },
  {
    // Browser specs take `test` from the fixtures, which leave each test's page clean for the next.
    files: ['tests/browser/**/*.ts'],
    ignores: ['tests/browser/fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures': the worker's page is reused, and the fixtures clean it after each test.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Code that runs in the browser, or is shared with it, imports only what the allow-list names.
    files: BROWSER_BOUNDARY.files,
    plugins: { boundaries: { rules: { 'browser-imports': importBoundaries } } },
    rules: {
      'boundaries/browser-imports': ['error', { paths: BROWSER_BOUNDARY.paths, packages: BROWSER_BOUNDARY.packages, virtual: BROWSER_BOUNDARY.virtual }],
    },
  },
)
