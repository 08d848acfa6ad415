import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { CommandOutcome } from './command-outcome.js';
import { ReadModelWaiter } from './read-model-waiter.js';

/** Header telling whether the caller's next read will see this write. */
export const CONSISTENCY_HEADER = 'X-Read-Model';

@Injectable()
export class ConsistencyInterceptor implements NestInterceptor {
  constructor(@Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap((result) => {
        if (!(result instanceof CommandOutcome)) return from([result]);
        const response = context.switchToHttp().getResponse<Response>();
        const settle = async () => {
          const waits = result.waits.filter((w) => w.position !== undefined);
          const caughtUp = (await Promise.all(waits.map((w) => this.waiter.waitFor(w.readModels, w.position!)))).every(Boolean);
          // Past the bounded wait the command has still succeeded; the caller learns its view may be stale.
          response.setHeader(CONSISTENCY_HEADER, caughtUp ? 'current' : 'behind');
          return result.value;
        };
        return from(settle());
      }),
    );
  }
}
