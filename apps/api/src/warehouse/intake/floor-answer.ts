import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { CommandOutcome } from '../../cqrs/command-outcome.js';
import { sendOwnStatus } from '../../cqrs/own-status-answer.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';

/**
 * Answers a scan with the status the spec gives it (201/202/203/205/206/208)
 * through sendOwnStatus.
 */
@Injectable()
export class FloorAnswer {
  constructor(@Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter) {}

  async send(response: Response, status: number, outcome: CommandOutcome<unknown>, body: unknown): Promise<void> {
    await sendOwnStatus(response, this.waiter, outcome, status, body);
  }
}
