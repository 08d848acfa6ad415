import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { CONSISTENCY_HEADER } from '../../cqrs/consistency.interceptor.js';
import type { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';

/**
 * Answers a scan with the status the spec gives it (201/202/203/205/206/208):
 * Nest would set its own status after the interceptors, so the controller
 * sends the body itself, after the same bounded read-model wait the
 * ConsistencyInterceptor does for every other command.
 */
@Injectable()
export class FloorAnswer {
  constructor(@Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter) {}

  async send(response: Response, status: number, outcome: CommandOutcome<unknown>, body: unknown): Promise<void> {
    const waits = outcome.waits.filter((w) => w.position !== undefined && w.readModels.length > 0);
    const caughtUp = (await Promise.all(waits.map((w) => this.waiter.waitFor(w.readModels, w.position!)))).every(Boolean);
    response.setHeader(CONSISTENCY_HEADER, caughtUp ? 'current' : 'behind');
    response.status(status).json(body);
  }
}
