import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The heap in use after a full collection (gc exposed at run time: the test runner starts workers without --expose-gc). */
export function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
