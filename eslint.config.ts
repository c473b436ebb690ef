import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Formatting is Prettier's job (eslint-config-prettier turns the overlapping rules off); ESLint
// looks for mistakes, with type information so that forgotten promises are caught.
export default tseslint.config(
  { ignores: ['dist/', 'dist-server*/', 'coverage/', 'test-results/', 'test/**/fixtures/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always'],
      // Adapters implement Promise-returning ports with plain `async` bodies on purpose: a throw
      // inside becomes a rejection, as from a real server.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The server's launcher and build (scripts/*.mjs) are plain JavaScript that Node runs as it
    // is: no types to lint with.
    files: ['**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/ui/**/*.tsx', 'test/ui/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Tests may assert on loosely typed values and use async helpers freely.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
