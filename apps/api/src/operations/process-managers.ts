import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ProcessManagerRunner, type ProcessManager } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';

/** Injection token of every area's process managers (a list). */
export const PROCESS_MANAGERS = Symbol('ProcessManagers');

/**
 * Runs the areas' process managers in this API process: one runner each, of
 * which one instance is active across replicas (lease); started once the
 * application is up (the command handlers they use are registered by then).
 */
@Injectable()
export class ProcessManagers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly runners: ProcessManagerRunner[];

  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(PROCESS_MANAGERS) readonly all: readonly ProcessManager[],
  ) {
    const { database, store, bus } = infra;
    this.runners = all.map((processManager) => new ProcessManagerRunner({ database, store, bus, processManager, log: (m) => logger.info(m) }));
  }

  find(name: string): ProcessManager | undefined {
    return this.all.find((pm) => pm.name === name);
  }

  onApplicationBootstrap(): void {
    for (const runner of this.runners) runner.start();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }

  /** For health: each runner, whether it is active here and where it stands. */
  get status() {
    return this.runners.map((runner) => ({ name: runner.name, active: runner.active, checkpoint: runner.checkpoint }));
  }
}
