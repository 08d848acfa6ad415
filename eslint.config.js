import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * typescript-eslint for every project, and Nx module boundaries that really
 * restrict: the domain depends on nothing, contracts on zod only, libraries
 * never on apps, the console only on contracts and the domain.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/vite.config.ts', '**/*.d.ts', '**/routeTree.gen.ts'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The KurrentDB adapter is loaded only when EVENTSTORE_URL is set.
          checkDynamicDependenciesExceptions: ['@parcel/event-store'],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], bannedExternalImports: ['*'] },
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: [],
              allowedExternalImports: ['zod', 'vitest'],
            },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:domain', 'type:contracts'] },
            { sourceTag: 'scope:console', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:domain', 'type:contracts'] },
            // Browser tests drive the built product over HTTP; they may use the shared test helpers.
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:domain', 'type:contracts'] },
          ],
        },
      ],
    },
  },
  {
    // Tests may import vitest and node built-ins even in the pure libraries.
    files: ['libs/domain/**/*.spec.ts', 'libs/domain/**/*.testing.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
