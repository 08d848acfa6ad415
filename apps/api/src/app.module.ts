import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AREAS } from './areas.js';
import type { Infrastructure } from './bootstrap/infrastructure.js';
import { ConsistencyInterceptor } from './cqrs/consistency.interceptor.js';
import { ErrorFilter } from './http/error.filter.js';
import { LiveModule } from './live/live.module.js';
import { AreasModule } from './platform/areas.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { systemClock, type Clock } from './shared/tokens.js';

/** The API: the platform, the business areas (AREAS), and what spans them (errors, read-your-writes, live). Identity guards every route. */
@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure, clock: Clock = systemClock): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.forRoot(infra, clock), AreasModule.forRoot(AREAS), LiveModule],
      providers: [
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: ConsistencyInterceptor },
      ],
    };
  }
}
