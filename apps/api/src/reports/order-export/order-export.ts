import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ExportOrderRequest, ExportOrderResponse, ListingCriteria } from '@parcel/contracts';
import {
  calendarDateIn,
  DomainError,
  EXPORT_ORDERED_MESSAGE,
  exportOrderRules,
  isStandardReport,
  orderExport,
  reportName,
  ROLES,
  type ExportOrderedData,
  type ReportType,
} from '@parcel/domain';
import { EXPORTS, type ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { ClientStreams } from '../../clients/client-streams.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';
import { ExportStreams } from '../export-streams.js';

/** Listing criteria a client never sets: its rows are its own whatever it sends (spec/03 §2: no client or extra filters). */
const STAFF_ONLY_CRITERIA = [
  'client_id',
  'client_name',
  'client_ids',
  'processable',
  'problem_rule_code',
  'problematic_sector_id',
] as const;

/**
 * POST app/v1/export (custom: false) and POST app/v1/export/custom (custom:
 * true): records the order on a new export stream; the worker builds the file.
 */
export class OrderExportCommand {
  constructor(
    readonly type: ReportType,
    readonly custom: boolean,
    readonly body: Partial<Pick<ExportOrderRequest, 'client_id' | 'start' | 'end' | 're_account' | 'criteria'>>,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
    /** The export's uuid when the orderer fixes it (a process manager: derived from its event, so a replay orders nothing twice). */
    readonly identifier?: string,
  ) {}
}

@CommandHandler(OrderExportCommand)
export class OrderExportHandler implements ICommandHandler<OrderExportCommand, CommandOutcome<ExportOrderResponse>> {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(ExportStreams) private readonly streams: ExportStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async execute({ type, custom, body, user, context, identifier: given }: OrderExportCommand): Promise<CommandOutcome<ExportOrderResponse>> {
    const today = calendarDateIn(this.clock.now());
    const criteria: Partial<ListingCriteria> = { ...(body.criteria ?? {}) };
    const start = custom ? body.start! : (criteria.start ?? body.start ?? today);
    const end = custom ? body.end! : (criteria.end ?? body.end ?? today);
    const billingClient = type === 'billing' ? (body.client_id ?? null) : null;
    exportOrderRules({
      type,
      custom,
      role: user.role,
      processable: criteria.processable !== undefined,
      listType: criteria.type ?? 'parcels',
      start,
      end,
      hasClient: billingClient !== null,
      datesGiven: body.start !== undefined && body.end !== undefined,
      bufferParcelsWaiting: billingClient !== null && user.role === ROLES.admin && (await this.bufferParcelsWaiting(billingClient)),
    });

    const clientId = user.role === ROLES.client ? await this.clients.ownClientId(user) : (body.client_id ?? criteria.client_id ?? null);
    if (user.role === ROLES.client) for (const key of STAFF_ONLY_CRITERIA) delete criteria[key];
    // Staff naming a client (client_id beside the criteria) get that client's rows.
    else if (clientId !== null) criteria.client_id ??= clientId;
    const client =
      clientId === null ? undefined : await this.db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst();
    if (clientId !== null && !client) throw new DomainError('client_not_found');

    const identifier = given ?? randomUUID();
    const order: ExportOrderedData = {
      identifier,
      exportId: await this.streams.nextExportId(),
      type,
      name: reportName(type, start, end),
      criteria: isStandardReport(type) ? { ...criteria, type: criteria.type ?? 'parcels', start, end } : null,
      start,
      end,
      custom,
      reAccount: body.re_account ?? false,
      userId: user.id,
      role: user.role,
      clientId,
      clientName: client?.name ?? null,
    };
    const { position } = await this.streams.update(identifier, (state) => orderExport(state, order), context);
    return new CommandOutcome({ uuid: identifier, message: EXPORT_ORDERED_MESSAGE }, position, [EXPORTS]);
  }

  /** Buffer parcels of the client that still wait for their adoption (a parcel with a buffer number on an unprocessable shipment). */
  private async bufferParcelsWaiting(clientId: number): Promise<boolean> {
    const waiting = await this.db
      .selectFrom('listing_parcels')
      .select('id')
      .where('client_id', '=', clientId)
      .where('processable', '=', false)
      .where('deleted', '=', false)
      .where('buffer_number', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return waiting !== undefined;
  }
}
