import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import { dirname, relative, resolve, sep } from 'node:path';

const consoleSrc = resolve(import.meta.dirname, 'apps/console/src');
const consoleFeatures = resolve(consoleSrc, 'features');

/** The console feature a file belongs to (`features/<name>/...`), or undefined. */
function featureOf(file) {
  const path = relative(consoleFeatures, file);
  return path.startsWith('..') || path === '' ? undefined : path.split(sep)[0];
}

/**
 * GUIDE rule 10 inside the console: a feature never imports another feature,
 * neither relatively (`../../users/...`) nor through the `@/features/...` alias.
 * What two features share belongs in `shared/`.
 */
const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}" ({{source}}); move what both need to shared/.' } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : undefined;
      if (!source) return;
      const target = source.startsWith('@/')
        ? resolve(consoleSrc, source.slice(2))
        : source.startsWith('.')
          ? resolve(dirname(context.filename), source)
          : undefined;
      const to = target && featureOf(target);
      if (to && to !== from) context.report({ node: node.source, messageId: 'cross', data: { from, to, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
    files: ['apps/console/src/features/**/*.ts', 'apps/console/src/features/**/*.tsx'],
    plugins: { console: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'console/no-cross-feature-imports': 'error' },
  },
  {
    // Tests may import vitest and node built-ins even in the pure libraries.
    files: ['libs/domain/**/*.spec.ts', 'libs/domain/**/*.testing.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
