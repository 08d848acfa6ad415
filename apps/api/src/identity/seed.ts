import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ROLES, normalizeEmail, provisionUser, userStream, type Role } from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import { systemContext } from '../cqrs/command-context.js';
import { EventSourced } from '../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { INFRA } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { logger } from '../shared/logger.js';
import { Passwords } from './passwords.js';
import { UserStreams, userModel } from './users.streams.js';

/** First start: an admin (ADMIN_EMAIL / ADMIN_PASSWORD) and a demo warehouse worker. */
@Injectable()
export class Seeder {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(UserStreams) private readonly users: UserStreams,
    @Inject(Passwords) private readonly passwords: Passwords,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async seed(): Promise<void> {
    const { config } = this.infra;
    await this.provisionOnce(config.ADMIN_EMAIL, config.ADMIN_PASSWORD, ROLES.admin);
    if (config.SEED_DEMO_USERS === 'true') await this.provisionOnce(config.WORKER_EMAIL, config.WORKER_PASSWORD, ROLES.warehouse_worker);
  }

  /** Replicas starting together race to seed: whoever loses finds the user there. */
  private async provisionOnce(email: string, password: string, role: Role): Promise<void> {
    try {
      await this.provision(email, password, role);
    } catch (error) {
      const lostRace = error instanceof WrongExpectedRevisionError || (error instanceof DomainError && error.code === 'email_taken');
      if (!lostRace) throw error;
      logger.info(`${email} is being seeded by another instance`);
    }
  }

  private async provision(rawEmail: string, password: string, role: Role): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (await this.users.ownerOf(email)) return;
    const userId = randomUUID();
    const context = systemContext();
    await this.users.reserve(email, userId, context);
    const passwordHash = await this.passwords.hash(password);
    const now = this.es.now().toISOString();
    const { position } = await this.es.handle(
      userStream(userId),
      userModel,
      (s) => provisionUser(s, { userId, email, role, passwordHash, now }),
      context,
    );
    await this.waitIfProjecting(position);
    logger.info(`Seeded ${role === ROLES.admin ? 'admin' : 'warehouse worker'} ${email} (password from configuration)`);
  }

  private async waitIfProjecting(position: Position | undefined): Promise<void> {
    if (position && this.infra.projector) await this.waiter.waitFor(['users'], position, 10_000);
  }
}
