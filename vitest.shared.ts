import { basename, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const project = basename(process.cwd());
const kind = process.env['TEST_KIND'] ?? 'test';

/**
 * One vitest config for every project: run from the project folder. Workspace
 * libraries resolve to their TypeScript sources (the `@parcel/source` export
 * condition), so tests need no build. Each run also writes a JSON report under
 * test-artifacts/vitest/, which .ci/run reads to refuse unexpected skips.
 */
export default defineConfig({
  root: process.cwd(),
  // A project's own tsconfig `paths` (only the console declares any: `@/...` for its src).
  resolve: { conditions: ['@parcel/source'], tsconfigPaths: true },
  ssr: { resolve: { conditions: ['@parcel/source'] } },
  test: {
    include: ['src/**/*.{unit,int,e2e}.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on this 2-core machine. An e2e file waits on
    // other processes (its API, the browser, PostgreSQL) much of the time: two at once overlap those waits
    // (the browser tests took 625 s instead of 949 s, the API's 252 s instead of 340 s).
    ...(kind === 'e2e' ? { maxWorkers: 2 } : {}),
    globalSetup: [join(import.meta.dirname, 'tools/vitest-services.ts')],
    reporters: ['default', 'json'],
    outputFile: { json: join(import.meta.dirname, 'test-artifacts/vitest', `${project}-${kind}.json`) },
  },
});
