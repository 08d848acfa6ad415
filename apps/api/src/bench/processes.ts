import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sleep } from './stats.js';

/** The built API, export worker and projector the benches start as their own processes. */
export const API_MAIN = fileURLToPath(new URL('../main.js', import.meta.url));
export const EXPORT_WORKER_MAIN = fileURLToPath(new URL('../export-worker.js', import.meta.url));
export const PROJECTOR_MAIN = fileURLToPath(new URL('../../../projector/dist/main.js', import.meta.url));
/** The node flags of `npm run export-worker` (package.json): a heap of 128 MB keeps its memory flat (V8 otherwise keeps garbage while memory is plentiful). */
export const EXPORT_WORKER_NODE_FLAGS = ['--max-old-space-size=128'];
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
