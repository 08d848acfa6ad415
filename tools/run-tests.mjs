// `npm test`: lint, typecheck, unit and integration tests (Nx, cached where
// safe), then the e2e tests one project at a time (they build what they run),
// then one closing line over every vitest report.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('test-artifacts/vitest', { recursive: true, force: true });
const nx = (args) => spawnSync('npx', ['nx', 'run-many', ...args, '--outputStyle=stream'], { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } }).status;
const checks = nx(['-t', 'lint', 'typecheck', 'test']);
const e2e = checks === 0 ? nx(['-t', 'e2e', '--parallel=1']) : 1;
const report = spawnSync(process.execPath, ['tools/test-report.mjs'], { stdio: 'inherit' }).status;
process.exit(checks || e2e || report ? 1 : 0);
