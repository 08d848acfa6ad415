import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ERROR_HTTP, composeErrors } from '../http/error-codes.js';
import { LIVE_RULES } from '../live/rooms.js';
import { PROCESS_MANAGERS } from '../operations/process-managers.js';
import type { ApiArea } from './area.js';

/**
 * The business areas' modules, and what the shared machinery takes from them:
 * the code -> HTTP map (the error filter), the live-room rules (the gateway) and
 * the process managers (their runners).
 */
@Global()
@Module({})
export class AreasModule {
  static forRoot(areas: readonly ApiArea[]): DynamicModule {
    const live = areas.flatMap((area) => (area.live ? [area.live] : []));
    const processManagers = areas.flatMap((area) => area.processManagers ?? []);
    const list = (...items: unknown[]) => items;
    return {
      module: AreasModule,
      imports: areas.map((area) => area.module),
      providers: [
        { provide: ERROR_HTTP, useValue: composeErrors(areas) },
        { provide: LIVE_RULES, useFactory: list, inject: live },
        { provide: PROCESS_MANAGERS, useFactory: list, inject: processManagers },
      ],
      exports: [ERROR_HTTP, LIVE_RULES, PROCESS_MANAGERS],
    };
  }
}
