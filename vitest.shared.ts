import { defineConfig } from 'vitest/config';

/**
 * One vitest config for every project: run from the project folder.
 * Workspace libraries resolve to their TypeScript sources (the `@parcel/source`
 * export condition), so tests need no build.
 */
export default defineConfig({
  root: process.cwd(),
  resolve: { conditions: ['@parcel/source'] },
  ssr: { resolve: { conditions: ['@parcel/source'] } },
  test: {
    include: ['src/**/*.{unit,int,e2e}.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
