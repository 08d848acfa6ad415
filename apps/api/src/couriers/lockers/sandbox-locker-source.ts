import type { CourierNetwork } from '@parcel/domain';
import { sandboxLockers } from '../sandbox/sandbox-lockers.js';
import type { LockerSource, SourceLocker } from './locker-source.js';

/** THE SANDBOX locker list of one network (sandbox/sandbox-lockers.ts): generated at real localities, the same every time. */
export class SandboxLockerSource implements LockerSource {
  readonly name = 'sandbox';

  constructor(readonly network: CourierNetwork) {}

  async list(): Promise<SourceLocker[]> {
    return [...(await sandboxLockers())[this.network]];
  }
}
