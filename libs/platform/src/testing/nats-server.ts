import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export const NATS_SERVER_BIN = process.env['NATS_SERVER_BIN'] ?? '/usr/sbin/nats-server';

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A private nats-server child on a fixed port, to be stopped and started again. */
export class PrivateNatsServer {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<PrivateNatsServer> {
    const server = await PrivateNatsServer.onFreePort(port);
    await server.start();
    return server;
  }

  /** Picks the port now and starts later (to test clients that connect before the server is up). */
  static async onFreePort(port?: number): Promise<PrivateNatsServer> {
    return new PrivateNatsServer(port ?? (await freePort()));
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const child = spawn(NATS_SERVER_BIN, ['-a', '127.0.0.1', '-p', String(this.port)], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nats-server did not start:\n${output}`)), 10_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server is ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`nats-server exited with ${code}:\n${output}`));
      });
    });
  }

  /** Kills the server (SIGKILL: no goodbye to the clients). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
