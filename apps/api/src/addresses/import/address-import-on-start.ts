import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { importAddresses } from './address-import.js';

/**
 * Imports the shipped registers while the API starts (before it listens),
 * unless the database already holds their version; ADDRESS_IMPORT=false skips
 * it (startTestApi's default, so other areas' tests stay fast).
 */
@Injectable()
export class AddressImportOnStart implements OnModuleInit {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  async onModuleInit(): Promise<void> {
    if (this.infra.config.ADDRESS_IMPORT === 'false') return;
    const outcome = await importAddresses(this.infra.database.db as ReadModelDb);
    if (outcome.imported) {
      logger.info(
        `Address database imported (${outcome.version}): ${outcome.localities} localities, ${outcome.streets} streets in ${outcome.ms} ms`,
      );
    }
  }
}
