import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // `tests/fixtures/**/*.d.ts` are stand-ins for webpack's own declaration file (the API
  // reference's tests), written in its style: an unexported class is there on purpose.
  { ignores: ['dist/**', '.generated/**', '.cache/**', 'node_modules/**', 'examples/**', 'coverage/**', 'tests/fixtures/**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './tsconfig.app.json', './tsconfig.sw.json'], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    // Import circles are refused by tests/unit/structure.test.ts, which also follows dynamic
    // import() and type-only imports; import-x/no-cycle missed two real circles and took half
    // of ESLint's time.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain JavaScript that runs before any TypeScript can (src/build/cli/launch-build.mjs and the
    // plugin it shares with workers.ts): outside the TypeScript projects, so without typed rules.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Example tests inspect untyped build output (parsed JSON, evaluated bundles) and keep
    // small async helpers for symmetry with webpack's callback APIs.
    files: ['tests/examples/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The wall between the sides: the browser app never imports build code, and back.
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/build/**', 'node:*'], message: 'src/app must not import Node or src/build code.' }] }] },
  },
  {
    // The service worker runs in its own global scope and shares only src/shared with the rest.
    files: ['src/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/build/**', 'node:*'], message: 'src/sw must not import app, build or Node code.' }] }] },
  },
  {
    files: ['src/build/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**'], message: 'src/build must not import src/app code.' }] }] },
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**', '**/build/**', 'node:*'], message: 'src/shared is pure: no app, build or Node imports.' }] }] },
  },
);
