import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noConfigLiterals } from './src/lint/noConfigLiterals.js';

const domGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'HTMLElement',
  'Element',
  'Node',
  'customElements',
  'indexedDB',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'engine/config/schemaTypes.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { portal: { rules: { 'no-config-literals': noConfigLiterals } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The one rule: conditions on brands, regulators, countries and menu ids live in config.
    files: ['engine/**/*.ts', 'src/**/*.{ts,tsx}'],
    rules: { 'portal/no-config-literals': 'error' },
  },
  {
    // package.json marks our modules free of import side effects, so the build drops a module none of whose exports is used.
    files: ['engine/**/*.ts', 'src/portal/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[specifiers.length=0][source.value=/^[.]/]',
          message:
            'Our modules are marked side-effect free (package.json "sideEffects": false): the build would drop a bare import of one. Import what it exports.',
        },
      ],
    },
  },
  {
    // engine/ is the pure core: no React, no MUI, no DOM.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-router', '@mui/*', '@emotion/*', '@rjsf/*', 'i18next', 'react-i18next'],
              message: 'engine/ must stay free of React, MUI and the DOM.',
            },
            { group: ['../src/*', '../../src/*', '../../../src/*'], message: 'engine/ must not depend on src/.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'engine/ must stay free of DOM globals: take a port instead.' }))],
    },
  },
  {
    // A library only some moments need loads at that moment (import()), never with the page that may show it (issue 18).
    files: ['src/portal/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'qrcode', message: 'Show a QR code with components/QrCode: it loads the encoder on first use, not with the page.' }] },
      ],
    },
  },
  {
    files: ['src/portal/**/*.{ts,tsx}', 'tests/portal/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Scripts the server hands to browsers as they are (captcha provider, device fingerprint).
    files: ['src/server/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['src/cli/**/*.ts', 'bench/**/*.ts', 'tests/**/*.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
