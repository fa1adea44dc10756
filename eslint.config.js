import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // The browser must never receive server code: app/ reaches server/ only through *.server.ts.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/*', '!**/*.server'],
              message: 'Import server code through a *.server.ts module.',
              // Types vanish from the bundle; the load context's client types are fine.
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', '**/*.server.ts', '*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
