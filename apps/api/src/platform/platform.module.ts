import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { EventSourced } from '../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { RateLimits } from '../shared/rate-limits.js';
import { CLOCK, INFRA, type Clock } from '../shared/tokens.js';
import { SECRET_CIPHER_PROVIDER } from './secret-cipher.provider.js';

/** What every area's use cases use: the infrastructure, the clock, the one way to write, the read-your-writes wait, the rate limits and the secrets cipher. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(infra: Infrastructure, clock: Clock): DynamicModule {
    const providers = [
      { provide: INFRA, useValue: infra },
      { provide: CLOCK, useValue: clock },
      EventSourced,
      ReadModelWaiter,
      RateLimits,
      SECRET_CIPHER_PROVIDER,
    ];
    return { module: PlatformModule, providers, exports: providers };
  }
}
