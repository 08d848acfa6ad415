import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AREAS } from './areas.js';
import type { Infrastructure } from './bootstrap/infrastructure.js';
import { ConsistencyInterceptor } from './cqrs/consistency.interceptor.js';
import { HealthController } from './health/health.controller.js';
import { AuthGuard } from './http/auth.js';
import { ERROR_HTTP, composeErrors } from './http/error-codes.js';
import { ErrorFilter } from './http/error.filter.js';
import { LiveGateway } from './live/live.gateway.js';
import { LIVE_RULES } from './live/rooms.js';
import { PlatformModule } from './platform/platform.module.js';
import { systemClock, type Clock } from './shared/tokens.js';

/** The API: the platform, every business area's module (AREAS), and what spans them (guard, errors, read-your-writes, live). */
@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure, clock: Clock = systemClock): DynamicModule {
    const live = AREAS.flatMap((area) => (area.live ? [area.live] : []));
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.forRoot(infra, clock), ...AREAS.map((area) => area.module)],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: ConsistencyInterceptor },
        { provide: ERROR_HTTP, useValue: composeErrors(AREAS) },
        { provide: LIVE_RULES, useFactory: (...rules: unknown[]) => rules, inject: live },
        LiveGateway,
      ],
    };
  }
}
