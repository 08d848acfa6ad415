import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD_SCRIPT = fileURLToPath(new URL('./projector-child.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ProjectorChildOptions {
  readonly databaseUrl: string;
  readonly projection: string;
  readonly instance: string;
  readonly batchSize?: number;
  readonly maxSleepMs?: number;
}

/**
 * The parent's handle on a projector-child.ts process: the lines it printed,
 * a way to wait for the next line matching a prefix, and SIGKILL.
 */
export class ProjectorProcess {
  readonly lines: string[] = [];
  readonly stderr: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;
  private waiters: { prefix: string; resolve: (line: string) => void }[] = [];

  constructor(options: ProjectorChildOptions) {
    this.child = spawn(process.execPath, ['--conditions=@parcel/source', '--import', 'tsx', CHILD_SCRIPT], {
      cwd: PACKAGE_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        PROJECTION: options.projection,
        INSTANCE: options.instance,
        BATCH_SIZE: String(options.batchSize ?? 50),
        MAX_SLEEP_MS: String(options.maxSleepMs ?? 20),
      },
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      this.lines.push(line);
      const ready = this.waiters.filter((w) => line.startsWith(w.prefix));
      this.waiters = this.waiters.filter((w) => !ready.includes(w));
      for (const waiter of ready) waiter.resolve(line);
    });
    createInterface({ input: this.child.stderr! }).on('line', (line) => this.stderr.push(line));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves with the next line starting with `prefix`; rejects when the child exits first. */
  nextLine(prefix: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiters.push({ prefix, resolve });
      void this.exited.then(() => reject(new Error(`child exited before printing '${prefix}': ${this.stderr.join('\n')}`)));
    });
  }

  count(prefix: string): number {
    return this.lines.filter((l) => l.startsWith(prefix)).length;
  }

  /** SIGTERM: the child stops its projector and closes its connections; resolves with the exit code. */
  async terminate(): Promise<number | null> {
    if (this.alive) this.child.kill('SIGTERM');
    return this.exited;
  }

  /** SIGKILL: no cleanup, no rollback from the child's side. */
  async kill(): Promise<void> {
    if (this.alive) this.child.kill('SIGKILL');
    await this.exited;
  }
}
