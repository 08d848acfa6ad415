import { Inject, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { CommandOutcome } from './command-outcome.js';
import { ReadModelWaiter } from './read-model-waiter.js';

/** Header telling whether the caller's next read will see this write ('pending': it will, by waiting then). */
export const CONSISTENCY_HEADER = 'X-Read-Model';

const ANSWERS_FIRST = 'answers-first';

/**
 * A route whose commands answer before the read models (the scanner's scan and
 * classification): it does not wait for earlier answer-first writes either,
 * so scan after scan never waits for the projector.
 */
export const AnswersFirst = () => SetMetadata(ANSWERS_FIRST, true);

/**
 * The consistency an outcome gets before its answer leaves: an answer-first
 * outcome defers its waits to the next reads, any other waits (bounded) for
 * the read models the caller reads next.
 */
export async function settleOutcome(waiter: ReadModelWaiter, outcome: CommandOutcome<unknown>) {
  const waits = outcome.waits.filter((w) => w.position !== undefined && w.readModels.length > 0);
  if (outcome.answerFirst) {
    waiter.defer(waits, outcome.fenced);
    return 'pending';
  }
  const caughtUp = (await Promise.all(waits.map((w) => waiter.waitFor(w.readModels, w.position!)))).every(Boolean);
  // Past the bounded wait the command has still succeeded; the caller learns its view may be stale.
  return caughtUp ? 'current' : 'behind';
}

@Injectable()
export class ConsistencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const answersFirst = this.reflector.getAllAndOverride<boolean>(ANSWERS_FIRST, [context.getHandler(), context.getClass()]);
    // Reads (and other commands) first see the writes answered before them.
    const fenced = answersFirst ? Promise.resolve(true) : this.waiter.settle();
    return from(fenced).pipe(
      mergeMap(() => next.handle()),
      mergeMap((result) => {
        if (!(result instanceof CommandOutcome)) return from([result]);
        const response = http.getResponse<Response>();
        return from(
          settleOutcome(this.waiter, result).then((state) => {
            response.setHeader(CONSISTENCY_HEADER, state);
            return result.value;
          }),
        );
      }),
    );
  }
}
