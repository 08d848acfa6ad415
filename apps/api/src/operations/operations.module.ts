import { Module } from '@nestjs/common';
import { DeadLetterClaims } from './dead-letter-claims.js';
import { DeadLettersController } from './dead-letters.controller.js';
import { OperationsLiveRules } from './operations.live.js';
import { ProcessManagers } from './process-managers.js';
import { DeadLettersQueries } from './queries/dead-letters.queries.js';
import { RetryDeadLetterHandler } from './retry-dead-letter/retry-dead-letter.js';
import { SkipDeadLetterHandler } from './skip-dead-letter/skip-dead-letter.js';

/** Operations: the process managers' runners and the dead-letter list (retry, skip). */
@Module({
  controllers: [DeadLettersController],
  providers: [ProcessManagers, DeadLettersQueries, DeadLetterClaims, OperationsLiveRules, RetryDeadLetterHandler, SkipDeadLetterHandler],
  exports: [ProcessManagers, OperationsLiveRules],
})
export class OperationsModule {}
