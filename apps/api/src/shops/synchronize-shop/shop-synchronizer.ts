import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  decideOrderImport,
  destination,
  DomainError,
  evolveShopOrder,
  goesToPickupPoint,
  matchOrder,
  recordShopOrderImported,
  recordSynchronisation,
  recordTrackingWrittenBack,
  reserveShopOrder,
  shipmentNumber,
  type ConnectedShop,
  type IdoSellOrder,
  type OrderFailureReason,
  type ReservedShopOrder,
  type ShopOrderEvent,
  type ShopOrderState,
  type SyncCounts,
  type SyncFailureReason,
  type SyncOrderFailure,
  type SyncRunResult,
} from '@parcel/domain';
import { comparePositions, WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import { AddressBook } from '../../addresses/index.js';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { ClientStreams } from '../../clients/client-streams.js';
import { Lockers } from '../../couriers/index.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import type { CommandOutcome } from '../../cqrs/command-outcome.js';
import { EventSourced, type Loaded } from '../../cqrs/event-sourced.js';
import { SecretCipher } from '../../shared/cipher.js';
import { logger } from '../../shared/logger.js';
import { INFRA } from '../../shared/tokens.js';
import { CreateShipmentCommand, type CreatedShipment } from '../../shipments/create-shipment/create-shipment.js';
import { ShipmentStreams } from '../../shipments/index.js';
import { IDOSELL_PORT, IdoSellRefused, IdoSellUnavailable, type IdoSellPort, type IdoSellShop } from '../idosell/idosell-port.js';
import { scrubKey } from '../idosell/idosell-wire.js';
import { ShopStreams } from '../shop-streams.js';
import { shipmentRequestOf } from './shipment-request.js';

/** The lease that keeps one shop's runs one at a time across API replicas (PostgreSQL advisory lock). */
export const shopSyncLease = (shopId: number): string => `shops:sync:${shopId}`;

/** What a run did, as recorded. */
export interface ShopRunOutcome {
  readonly shopId: number;
  readonly status: 'succeeded' | 'failed';
  readonly at: string;
  readonly reason: SyncFailureReason | null;
  readonly message: string | null;
  readonly counts: SyncCounts;
  readonly failures: readonly SyncOrderFailure[];
  /** Where the run's record stands (read-your-writes). */
  readonly position: Position | undefined;
  /** Where the last shipment the run made stands. */
  readonly shipmentsPosition: Position | undefined;
}

/** An imported order whose tracking number is to be written back. */
interface PendingWrite {
  readonly orderSerialNumber: number;
  readonly courierId: number;
  readonly packageNumber: string;
}

class RunTally {
  seen = 0;
  imported = 0;
  writtenBack = 0;
  ignored = 0;
  readonly failures: SyncOrderFailure[] = [];
  shipmentsPosition: Position | undefined;

  fail(orderSerialNumber: number, reason: OrderFailureReason, message: string): void {
    this.failures.push({ orderSerialNumber, reason, message });
  }

  shipmentMade(position: Position | undefined): void {
    if (position && (!this.shipmentsPosition || comparePositions(position, this.shipmentsPosition) > 0)) this.shipmentsPosition = position;
  }

  get counts(): SyncCounts {
    return { seen: this.seen, imported: this.imported, writtenBack: this.writtenBack, ignored: this.ignored, failed: this.failures.length };
  }
}

/** What one run knows of the shop it runs. */
interface RunScope {
  readonly shop: ConnectedShop;
  readonly access: IdoSellShop;
  readonly domain: string;
  readonly client: { readonly allowedCountries: readonly number[]; readonly codEnabled: boolean };
  readonly tally: RunTally;
  readonly context: CommandContext;
}

/**
 * One synchronisation run of a shop (docs/shops.md): the orders waiting for
 * dispatch, page by page; each of ours is reserved on its own stream (keyed by
 * the shop's domain and the order's serial number: of two runs, one takes it),
 * its shipment made through the shipments area's create use case with the
 * reserved ids (creator external_shop; no_stream: never twice), the import
 * recorded, then the tracking numbers written back to the shop in one call a
 * page; the orders taken before and not written back yet are finished too.
 * Every step is on a stream before the next: a run that dies anywhere leaves
 * the next one to go on from there, nothing twice. The run's outcome (counts,
 * each order it could not take, or why the shop could not be read) is
 * recorded for the client to see.
 */
@Injectable()
export class ShopSynchronizer {
  private readonly db: ReadModelDb;

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ShopStreams) private readonly streams: ShopStreams,
    @Inject(IDOSELL_PORT) private readonly port: IdoSellPort,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(AddressBook) private readonly addresses: AddressBook,
    @Inject(Lockers) private readonly lockers: Lockers,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  /** One run under the shop's lease; null when a run of the shop is under way (here or in another replica). */
  async synchronise(shopId: number, context: CommandContext): Promise<ShopRunOutcome | null> {
    const lease = await this.infra.database.tryLease(shopSyncLease(shopId));
    if (!lease) return null;
    try {
      return await this.run(shopId, context);
    } finally {
      await lease.release();
    }
  }

  /**
   * The run itself, without the lease: the order streams alone keep each
   * order imported once (tests run two at once to show it).
   */
  async run(shopId: number, context: CommandContext): Promise<ShopRunOutcome> {
    const { state } = await this.streams.loadShop(shopId);
    if (state.status !== 'connected') throw new DomainError('external_shop_not_found');
    const { state: client } = await this.clients.loadExisting(state.clientId);
    const access: IdoSellShop = { baseUrl: state.baseUrl, apiKey: this.cipher.decrypt(state.apiKeyCipher) };
    const scope: RunScope = {
      shop: state,
      access,
      domain: new URL(state.baseUrl).hostname.toLowerCase(),
      client: { allowedCountries: client.allowedCountries, codEnabled: client.profile.cod_enabled === 1 },
      tally: new RunTally(),
      context,
    };
    let failure: { reason: SyncFailureReason; message: string } | null = null;
    try {
      const handled = await this.takeWaitingOrders(scope);
      await this.finishPending(scope, handled);
    } catch (error) {
      failure = runFailureOf(error);
      if (!failure) throw error;
      failure = { ...failure, message: scrubKey(failure.message, access.apiKey) };
    }
    const { tally } = scope;
    const result: SyncRunResult = failure
      ? { outcome: 'failed', ...failure, counts: tally.counts, failures: tally.failures }
      : { outcome: 'succeeded', counts: tally.counts, failures: tally.failures, courierIds: [...state.couriers.keys()] };
    const at = this.es.now().toISOString();
    const events = recordSynchronisation((await this.streams.loadShop(shopId)).state, result, at);
    const position = await this.streams.appendRun(shopId, events, context);
    const counts = tally.counts;
    if (failure) logger.warn(`Shop ${shopId} (${scope.domain}) not synchronised: ${failure.reason}: ${failure.message}`);
    else
      logger.info(
        `Shop ${shopId} (${scope.domain}) synchronised: ${counts.imported} imported, ${counts.writtenBack} written back, ${counts.failed} failed`,
      );
    return {
      shopId,
      status: failure ? 'failed' : 'succeeded',
      at,
      reason: failure?.reason ?? null,
      message: failure?.message ?? null,
      counts,
      failures: events[0]?.data.failures ?? tally.failures,
      position,
      shipmentsPosition: tally.shipmentsPosition,
    };
  }

  /** The search, page by page: each order decided, the page's tracking numbers written back in one call. */
  private async takeWaitingOrders(scope: RunScope): Promise<Set<number>> {
    const handled = new Set<number>();
    for (let page = 0; page < this.infra.config.SHOP_SYNC_MAX_PAGES; page++) {
      const result = await this.port.ordersToShip(scope.access, page);
      const fresh = result.orders.filter((order) => !handled.has(order.orderSerialNumber));
      scope.tally.seen += fresh.length;
      const done = await this.writtenBack(
        scope.domain,
        fresh.map((order) => order.orderSerialNumber),
      );
      const writes: PendingWrite[] = [];
      for (const order of fresh) {
        handled.add(order.orderSerialNumber);
        if (done.has(order.orderSerialNumber)) continue;
        const write = await this.takeOrder(scope, order);
        if (write) writes.push(write);
      }
      await this.writeBack(scope, writes);
      if (result.orders.length === 0 || page + 1 >= result.pages) break;
    }
    return handled;
  }

  /** Orders taken before (by this client, under this domain) whose tracking number is still to be written back, the search did not list. */
  private async finishPending(scope: RunScope, handled: ReadonlySet<number>): Promise<void> {
    const rows = await this.db
      .selectFrom('external_shop_orders')
      .select('order_serial_number')
      .where('domain', '=', scope.domain)
      .where('client_id', '=', scope.shop.clientId)
      .where('written_back_at', 'is', null)
      .orderBy('order_serial_number')
      .limit(1000)
      .execute();
    const writes: PendingWrite[] = [];
    for (const { order_serial_number: serial } of rows) {
      if (handled.has(serial)) continue;
      const write = await this.advance(scope, serial, await this.streams.loadOrder(scope.domain, serial));
      if (write) writes.push(write);
    }
    await this.writeBack(scope, writes);
  }

  /** Of these orders, those whose tracking number is written back (one query; the read model may lag: the streams decide the rest). */
  private async writtenBack(domain: string, serials: readonly number[]): Promise<Set<number>> {
    if (serials.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('external_shop_orders')
      .select('order_serial_number')
      .where('domain', '=', domain)
      .where('order_serial_number', 'in', [...serials])
      .where('written_back_at', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.order_serial_number));
  }

  /** Decides an order of the search and takes it as far as it goes; answers the write-back it needs. */
  private async takeOrder(scope: RunScope, order: IdoSellOrder): Promise<PendingWrite | null> {
    const serial = order.orderSerialNumber;
    let loaded = await this.streams.loadOrder(scope.domain, serial);
    const matched = loaded.state.stage === 'none' ? matchOrder(order, [...scope.shop.couriers.values()]) : null;
    const facts = {
      mappings: [...scope.shop.couriers.values()],
      stage: loaded.state.stage,
      client: scope.client,
      ...(await this.lookups(order, matched)),
    };
    const decision = decideOrderImport(order, facts);
    switch (decision.action) {
      case 'ignore':
        scope.tally.ignored++;
        return null;
      case 'skip':
        return null;
      case 'reject':
        scope.tally.fail(serial, decision.reason, decision.message);
        return null;
      case 'resume':
        break;
      case 'import': {
        const request = shipmentRequestOf(decision.plan);
        if (!request.ok) {
          scope.tally.fail(serial, 'order_invalid', request.fields.join(', '));
          return null;
        }
        const [[shipmentId], parcelIds] = await Promise.all([
          this.shipments.nextIds('shipment_ids', 1),
          this.shipments.nextIds('parcel_ids', 1),
        ]);
        const events = reserveShopOrder(loaded.state, {
          shopId: scope.shop.shopId,
          clientId: scope.shop.clientId,
          domain: scope.domain,
          orderSerialNumber: serial,
          orderId: order.orderId,
          courierId: decision.mapping.courierId,
          externalCourierId: decision.mapping.externalCourierId,
          shipmentId: shipmentId!,
          parcelIds,
          plan: decision.plan,
        });
        loaded = (await this.appendOrReload(scope, serial, loaded, events)).loaded;
        break;
      }
      default:
        return decision satisfies never;
    }
    return this.advance(scope, serial, loaded);
  }

  /** What the decision needs looked up: the delivery address's locality, or whether the pickup point is one of our lockers. */
  private async lookups(
    order: IdoSellOrder,
    matched: ReturnType<typeof matchOrder> | null,
  ): Promise<{ locality?: { id: number } | null; lockerKnown?: boolean }> {
    if (!matched || typeof matched === 'string') return {};
    if (goesToPickupPoint(order)) {
      const locker = await this.lockers.byId(order.pickupPoint!.id.trim());
      return { lockerKnown: !!locker && locker.active && locker.country_id === matched.countryId };
    }
    const locality = await this.addresses.findByAddress(matched.countryId, order.delivery.city, order.delivery.zipCode);
    return { locality: locality ? { id: locality.id } : null };
  }

  /**
   * A taken order as far as it goes: a reserved one gets its shipment (made
   * now with the reserved ids, or found made by a run that died) and the
   * import recorded; an imported one answers its write-back. Another client's
   * order under the same domain is left alone.
   */
  private async advance(scope: RunScope, serial: number, loaded: Loaded<ShopOrderState>): Promise<PendingWrite | null> {
    let current = loaded;
    if (current.state.stage === 'none' || current.state.clientId !== scope.shop.clientId) return null;
    if (current.state.stage === 'reserved') {
      const number = await this.makeShipment(scope, current.state);
      if (number === null) return null;
      const recorded = await this.appendOrReload(scope, serial, current, recordShopOrderImported(current.state, number));
      // Counted by the run that recorded it (a racing run finds it recorded).
      if (recorded.appended) scope.tally.imported++;
      current = recorded.loaded;
    }
    const { state } = current;
    if (state.stage !== 'imported' || state.shipmentNumber === null) return null;
    return { orderSerialNumber: serial, courierId: state.externalCourierId, packageNumber: state.shipmentNumber };
  }

  /** The reserved shipment, made through the shipments area; its number, or null (refused: the client sees why; tried again next run). */
  private async makeShipment(scope: RunScope, order: ReservedShopOrder): Promise<string | null> {
    const iso = destination(order.plan.countryId)?.iso ?? 'RO';
    const request = shipmentRequestOf(order.plan);
    if (!request.ok) {
      scope.tally.fail(order.orderSerialNumber, 'order_invalid', request.fields.join(', '));
      return null;
    }
    try {
      const outcome: CommandOutcome<CreatedShipment> = await this.commands.execute(
        new CreateShipmentCommand(order.clientId, request.request, scope.context, 'external_shop', {
          shipmentId: order.shipmentId,
          parcelIds: order.parcelIds,
        }),
      );
      scope.tally.shipmentMade(outcome.position);
      return outcome.value.internal_waybill;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) {
        // Made by a run that died before recording the import: the same ids, the same number.
        const { state } = await this.shipments.load(order.shipmentId);
        if (state.status !== 'none') return shipmentNumber(order.shipmentId, iso);
      }
      if (error instanceof DomainError) {
        scope.tally.fail(order.orderSerialNumber, 'shipment_refused', error.code);
        return null;
      }
      throw error;
    }
  }

  /** Writes the tracking numbers back (one call); each the platform took is recorded on its order's stream. */
  private async writeBack(scope: RunScope, writes: readonly PendingWrite[]): Promise<void> {
    if (writes.length === 0) return;
    let outcomes;
    try {
      outcomes = await this.port.writePackages(
        scope.access,
        writes.map((w) => ({ orderSerialNumber: w.orderSerialNumber, courierId: w.courierId, packageNumber: w.packageNumber })),
      );
    } catch (error) {
      // A refusal of the call (a key without the write scope) is each order's; an outage ends the run.
      if (!(error instanceof IdoSellRefused)) throw error;
      for (const w of writes) scope.tally.fail(w.orderSerialNumber, 'write_back_refused', scrubKey(error.message, scope.access.apiKey));
      return;
    }
    for (const outcome of outcomes) {
      if (!outcome.written) {
        scope.tally.fail(outcome.orderSerialNumber, 'write_back_refused', scrubKey(outcome.message, scope.access.apiKey));
        continue;
      }
      const loaded = await this.streams.loadOrder(scope.domain, outcome.orderSerialNumber);
      const recorded = await this.appendOrReload(scope, outcome.orderSerialNumber, loaded, recordTrackingWrittenBack(loaded.state));
      if (recorded.appended) scope.tally.writtenBack++;
    }
  }

  /** Appends to an order's stream (appended); when another run moved it first, its state as that run left it (not appended). */
  private async appendOrReload(
    scope: RunScope,
    serial: number,
    loaded: Loaded<ShopOrderState>,
    events: ShopOrderEvent[],
  ): Promise<{ loaded: Loaded<ShopOrderState>; appended: boolean }> {
    if (events.length === 0) return { loaded, appended: false };
    try {
      await this.streams.appendOrder(scope.domain, serial, loaded.revision, events, scope.context);
      const state = events.reduce(evolveShopOrder, loaded.state);
      return { loaded: { ...loaded, state, revision: loaded.revision + events.length }, appended: true };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      return { loaded: await this.streams.loadOrder(scope.domain, serial), appended: false };
    }
  }
}

/** Why a run stopped: the platform was away, or refused the key (a stable reason); null for anything else (a bug: thrown on). */
function runFailureOf(error: unknown): { reason: SyncFailureReason; message: string } | null {
  if (error instanceof IdoSellUnavailable) return { reason: 'platform_unavailable', message: error.message };
  if (error instanceof IdoSellRefused) {
    const reason = error.reason === 'unauthorized' ? 'unauthorized' : error.reason === 'missing_scope' ? 'missing_scope' : 'platform_error';
    return { reason, message: error.message };
  }
  return null;
}
