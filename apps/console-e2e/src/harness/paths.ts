import { join, resolve } from 'node:path';

/** The repository root (apps/console-e2e/src/harness -> ../../../..). */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** Where the browser tests leave screenshots and axe results (test-artifacts/ at the root). */
export const ARTIFACTS_DIR = join(REPO_ROOT, 'test-artifacts');
