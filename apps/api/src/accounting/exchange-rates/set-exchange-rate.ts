import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ExchangeRateRequest } from '@parcel/contracts';
import {
  EXCHANGE_RATES_STREAM,
  decideSetExchangeRate,
  evolveExchangeRates,
  type ExchangeRateEvent,
  type ExchangeRateTable,
} from '@parcel/domain';
import { EXCHANGE_RATES } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced, type StreamModel } from '../../cqrs/event-sourced.js';

const ratesModel: StreamModel<ExchangeRateTable, ExchangeRateEvent> = { initial: [], evolve: evolveExchangeRates };

/** PUT app/v1/exchange_rate {currency, pln_per_unit, valid_from}: an admin sets a currency's rate from a day on. */
export class SetExchangeRateCommand {
  constructor(
    readonly request: ExchangeRateRequest,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(SetExchangeRateCommand)
export class SetExchangeRateHandler implements ICommandHandler<SetExchangeRateCommand, CommandOutcome<{ message: string }>> {
  constructor(@Inject(EventSourced) private readonly es: EventSourced) {}

  async execute({ request, context }: SetExchangeRateCommand): Promise<CommandOutcome<{ message: string }>> {
    const entry = { currency: request.currency, plnPerUnit: request.pln_per_unit, validFrom: request.valid_from };
    const { position } = await this.es.handle(EXCHANGE_RATES_STREAM, ratesModel, (table) => decideSetExchangeRate(table, entry), context);
    return new CommandOutcome({ message: 'Zapisano kurs waluty' }, position, [EXCHANGE_RATES]);
  }
}
