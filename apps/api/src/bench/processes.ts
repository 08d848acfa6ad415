import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sleep } from './stats.js';

/** The built API and projector the benches start as their own processes. */
export const API_MAIN = fileURLToPath(new URL('../main.js', import.meta.url));
export const PROJECTOR_MAIN = fileURLToPath(new URL('../../../projector/dist/main.js', import.meta.url));
/** The node flags of `npm run projector` (package.json). */
export const PROJECTOR_NODE_FLAGS = ['--max-semi-space-size=64'];

/** SIGTERM, then SIGKILL after 10 s if it is still there. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
