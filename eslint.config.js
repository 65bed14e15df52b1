import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
      'no-restricted-syntax': [
        'error',
        {
          // The CSP forbids inline styles: use classes.
          selector: "JSXAttribute[name.name='style']",
          message: 'Inline styles break the Content-Security-Policy; use a class.',
        },
      ],
    },
  },
  {
    // Code that runs in the browser, or is shared with it, never touches the Worker's world.
    files: ['client/**', 'src/islands/**', 'src/lib/**', 'src/i18n/copy.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^cloudflare:', message: 'Worker-only module.' },
            {
              regex: '^(\\.\\./)+(src/)?(db|translation|routes|middleware|pages|components)(/|$)',
              message: 'Server-only code: islands get data through props.',
            },
            { regex: 'react-dom/server', message: 'Server rendering stays on the server.' },
            { regex: '^(\\.\\./)+(src/)?(app|render|config|env)$', message: 'Server-only module.' },
          ],
        },
      ],
    },
  },
)
