import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { HealthController } from './health.controller.js';
import { DeadLetterClaims } from './dead-letter-claims.js';
import { DeadLettersController } from './dead-letters.controller.js';
import { OperationsLiveRules } from './operations.live.js';
import { ProcessManagers } from './process-managers.js';
import { DeadLettersQueries } from './queries/dead-letters.queries.js';
import { RetryDeadLetterHandler } from './retry-dead-letter/retry-dead-letter.js';
import { SkipDeadLetterHandler } from './skip-dead-letter/skip-dead-letter.js';

/** Operations: health, the process managers' runners and the dead-letter list (retry, skip). */
@Module({
  imports: [IdentityModule],
  controllers: [DeadLettersController, HealthController],
  providers: [ProcessManagers, DeadLettersQueries, DeadLetterClaims, OperationsLiveRules, RetryDeadLetterHandler, SkipDeadLetterHandler],
  exports: [ProcessManagers, OperationsLiveRules],
})
export class OperationsModule {}
