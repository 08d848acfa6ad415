import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { IntakeScanAnswer, IntakeScanRequest } from '@parcel/contracts';
import {
  DomainError,
  decideAddInboundParcel,
  decideIntakeNewParcel,
  decideIntakeOnParcel,
  destination,
  intakeCountry,
  parcelNumber,
  planIntake,
  readScan,
  shipmentNumber,
  shipmentStream,
  type ExistingShipment,
  type IntakePlan,
  type IntakeSector,
  type IntakeStatus,
  type KnownIntakeParcel,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import { CLIENT_ALIASES, EXTERNAL_INBOUNDS } from '@parcel/read-models';
import { ClientStreams } from '../../../clients/client-streams.js';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type ReadModelWait } from '../../../cqrs/command-outcome.js';
import { EventSourced } from '../../../cqrs/event-sourced.js';
import { ShipmentStreams } from '../../../shipments/shipment-streams.js';
import { clientParty } from '../../../shipments/shipment-order.js';
import { StatusTypes, type StatusTypeInfo } from '../../../statuses/index.js';
import { ProblematicSectors } from '../../problematic-sectors/problematic-sectors.js';
import { ClientAliases, type AliasClient } from '../client-aliases.js';
import { IntakeStreams, intakeBarcodeStream, type FoundParcel } from '../intake-streams.js';

/** The status place of the floor screens (spec/02 §9). */
export const DEFAULT_INTAKE_PLACE = 'TYCHY';
/** Racing scans of one unknown barcode: the loser looks again (then it is a known parcel). */
const ATTEMPTS = 3;

/** PUT app/v1/parcel/scan-and-assign-to-client, once the workstation is known (205 is the controller's). */
export class ScanAndAssignCommand {
  constructor(
    readonly request: IntakeScanRequest,
    readonly context: CommandContext,
  ) {}
}

export interface IntakeResult {
  readonly status: 201 | 202 | 203 | 206 | 208;
  readonly answer: IntakeScanAnswer;
}

const PROBLEM_TEXT = {
  chosen: 'Przesyłka trafia do wybranego sektora problematycznego',
  deleted: 'Przesyłka jest anulowana lub usunięta',
  other_client: 'Przesyłka należy do innego klienta niż wybrany',
} as const;

function knownParcel(found: FoundParcel, shipment: ExistingShipment): KnownIntakeParcel {
  return {
    parcelId: found.parcelId,
    shipmentId: shipment.shipmentId,
    number: shipment.order.parcels.find((p) => p.parcel_id === found.parcelId)?.number ?? '',
    clientId: shipment.order.client_id,
    shipmentDeleted: shipment.deletedAt !== null,
  };
}

interface Recorded {
  readonly result: IntakeResult;
  readonly position: Position | undefined;
  readonly parcel: { parcelId: number; shipmentId: number; number: string };
}

/**
 * Decides what an intake scan does (planIntake) and records it: a buffer
 * parcel on a new unprocessable shipment for an unknown barcode (its
 * reservation first, so two racing scans make one parcel), or the status (and
 * sector) on a known parcel's stream; then the parcel is listed under the
 * external inbound the screen scanned before, and an alias that names no
 * client is reported. A repeated scan id records nothing and answers the same.
 */
@CommandHandler(ScanAndAssignCommand)
export class ScanAndAssignHandler implements ICommandHandler<ScanAndAssignCommand, CommandOutcome<IntakeResult>> {
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(IntakeStreams) private readonly streams: IntakeStreams,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
    @Inject(StatusTypes) private readonly statuses: StatusTypes,
    @Inject(ClientAliases) private readonly aliases: ClientAliases,
    @Inject(ProblematicSectors) private readonly sectors: ProblematicSectors,
  ) {}

  async execute({ request, context }: ScanAndAssignCommand): Promise<CommandOutcome<IntakeResult>> {
    const reading = readScan(request.barcode, 'intake');
    if (reading.kind === 'rejected' || reading.kind === 'internal_instruction')
      throw new DomainError('intake_barcode_rejected', { field: 'barcode' });
    const barcode = reading.raw;

    const inbound = await this.streams.inboundByBarcode(barcode);
    if (inbound) {
      const answer: IntakeScanAnswer = {
        message: 'external_inbound_found',
        messages: [`Przesyłka od kuriera zewnętrznego ${inbound.waybill}: kolejne przesyłki zostaną do niej przypisane`],
        external_inbound_id: inbound.id,
      };
      return new CommandOutcome<IntakeResult>({ status: 203, answer }, undefined, []);
    }

    const status = await this.statuses.byId(request.status_type_id);
    if (!status) throw new DomainError('status_type_unknown', { field: 'status_type_id' });
    const chosenSector = request.problematic_sector_id ? await this.sectorOf(request.problematic_sector_id) : null;
    if (request.external_inbound_id) {
      const { state } = await this.streams.loadInbound(request.external_inbound_id);
      if (state.status === 'none') throw new DomainError('external_inbound_not_found', { field: 'external_inbound_id' });
    }
    if (request.client_id) {
      const { state } = await this.clients.load(request.client_id);
      if (state.status !== 'active') throw new DomainError('client_not_found', { field: 'client_id' });
    }

    const waits: ReadModelWait[] = [];
    const messages: string[] = [];
    let aliasClient: AliasClient | null = null;
    if (request.client_alias) {
      aliasClient = await this.aliases.clientOf(request.client_alias);
      if (!aliasClient) {
        const reported = await this.aliases.report(request.client_alias, request.client_id ?? null, context);
        if (reported) waits.push({ readModels: [CLIENT_ALIASES], position: reported });
        messages.push(`Nieznany alias klienta „${request.client_alias}” – zgłoszono do przypisania`);
      }
    }

    const recorded = await this.record(request, barcode, status, aliasClient, chosenSector, context);
    if (request.external_inbound_id && recorded.parcel.parcelId) {
      const added = { ...recorded.parcel, at: this.es.now().toISOString() };
      const linked = await this.streams.onInbound(request.external_inbound_id, (state) => decideAddInboundParcel(state, added), context);
      if (linked.position) waits.push({ readModels: [EXTERNAL_INBOUNDS], position: linked.position });
    }
    recorded.result.answer.messages.push(...messages);
    return new CommandOutcome(recorded.result, recorded.position, ['shipments'], waits);
  }

  private async record(
    request: IntakeScanRequest,
    barcode: string,
    status: StatusTypeInfo,
    aliasClient: AliasClient | null,
    chosenSector: IntakeSector | null,
    context: CommandContext,
  ): Promise<Recorded> {
    const now = this.es.now().toISOString();
    const intakeStatus = (rowId: number): IntakeStatus => ({
      rowId,
      statusTypeId: status.id,
      repeatable: status.repeatable,
      when: request.when ?? request.scanned_at ?? now,
      where: request.where ?? DEFAULT_INTAKE_PLACE,
      ...(request.scan_id ? { scanId: request.scan_id } : {}),
    });
    for (let attempt = 1; ; attempt++) {
      const found = await this.streams.findParcel(barcode);
      const loaded = found ? await this.shipments.load(found.shipmentId) : null;
      const shipment = loaded?.state.status === 'existing' ? loaded.state : null;
      const known = found && shipment ? knownParcel(found, shipment) : null;
      // The same scan sent again after it made the buffer parcel: the same answer, nothing recorded.
      if (known && found?.reservation?.scanId && found.reservation.scanId === request.scan_id)
        return { result: await this.created(known, shipment!.number), position: undefined, parcel: known };
      const plan = planIntake({ chosenClientId: request.client_id ?? null, aliasClient, parcel: known, chosenSector });
      if (plan.kind !== 'create') {
        const sector = plan.kind === 'problem' ? await this.sectorOf(plan.sectorId) : null;
        const [rowId] = await this.shipments.nextIds('status_row_ids', 1);
        const position = await this.shipments.onParcel(
          plan.parcel.parcelId,
          (state) => decideIntakeOnParcel(state, plan.parcel, intakeStatus(rowId!), sector),
          context,
        );
        return { result: await this.knownAnswer(plan, status.displayed_name), position, parcel: plan.parcel };
      }
      try {
        return await this.create(plan, barcode, found, intakeStatus, request.scan_id, context, now, status.displayed_name);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /**
   * A buffer parcel: the barcode reserved for the new ids, the shipment, then
   * the parcel's buffer number and status. A reservation whose shipment is
   * missing (a crash in between) is completed with its ids. A racing scan that
   * reserved first makes this throw WrongExpectedRevisionError: look again.
   */
  private async create(
    plan: Extract<IntakePlan, { kind: 'create' }>,
    barcode: string,
    found: FoundParcel | null,
    intakeStatus: (rowId: number) => IntakeStatus,
    scanId: string | undefined,
    context: CommandContext,
    now: string,
    statusName: string,
  ): Promise<Recorded> {
    const { state: client } = await this.clients.loadExisting(plan.clientId);
    const countryId = intakeCountry(client.allowedCountries);
    const iso = destination(countryId)!.iso;
    let ids: { shipmentId: number; parcelId: number };
    if (found?.reservation) {
      ids = { shipmentId: found.reservation.shipmentId, parcelId: found.reservation.parcelId };
    } else {
      const [[shipmentId], [parcelId]] = await Promise.all([
        this.shipments.nextIds('shipment_ids', 1),
        this.shipments.nextIds('parcel_ids', 1),
      ]);
      ids = { shipmentId: shipmentId!, parcelId: parcelId! };
      const reservation = { ...ids, barcode, ...(scanId ? { scanId } : {}) };
      await this.es.append(intakeBarcodeStream(barcode), -1, [{ type: 'IntakeBarcodeReserved', data: reservation }], context);
    }
    const made = decideIntakeNewParcel({
      ...ids,
      shipmentNumber: shipmentNumber(ids.shipmentId, iso),
      parcelNumber: parcelNumber(ids.parcelId, iso),
      clientId: plan.clientId,
      isEmag: plan.isEmag,
      barcode,
      countryId,
      clientParty: clientParty(client, false),
      at: now,
    });
    await this.es.append(shipmentStream(ids.shipmentId), -1, made.shipment, context);
    const [rowId] = await this.shipments.nextIds('status_row_ids', 1);
    const parcel = { parcelId: ids.parcelId, shipmentId: ids.shipmentId };
    const position = await this.shipments.onParcel(
      ids.parcelId,
      (state) => [...made.parcel, ...decideIntakeOnParcel(state, parcel, intakeStatus(rowId!), plan.sector)],
      context,
    );
    const known: KnownIntakeParcel = {
      ...parcel,
      number: parcelNumber(ids.parcelId, iso),
      clientId: plan.clientId,
      shipmentDeleted: false,
    };
    // Completing another scan's reservation (it raced us, or crashed): that scan made the parcel (201), this one records (202).
    const reservedByAnother = !!found?.reservation && found.reservation.scanId !== scanId;
    const result = reservedByAnother
      ? await this.knownAnswer({ kind: 'record', answer: 202, parcel: known }, statusName)
      : await this.created(known, shipmentNumber(ids.shipmentId, iso));
    return { result, position, parcel: known };
  }

  private async clientName(clientId: number): Promise<string> {
    const { state } = await this.clients.load(clientId);
    return state.status === 'none' ? '' : state.profile.name;
  }

  private async created(parcel: KnownIntakeParcel, internalWaybill: string): Promise<IntakeResult> {
    const name = await this.clientName(parcel.clientId);
    return {
      status: 201,
      answer: {
        message: 'parcel_created',
        messages: [`Utworzono przesyłkę buforową ${parcel.number} dla klienta ${name}`],
        parcel_id: parcel.parcelId,
        internal_number: parcel.number,
        internal_waybill: internalWaybill,
        client_id: parcel.clientId,
        client_name: name,
      },
    };
  }

  /** A live problematic sector (seeded or added), or 422 on problematic_sector_id. */
  private async sectorOf(id: number): Promise<IntakeSector & { name: string }> {
    const sector = await this.sectors.byId(id);
    if (!sector) throw new DomainError('intake_sector_unknown', { field: 'problematic_sector_id' });
    return { id: sector.id, code: sector.code, statusTypeId: sector.status_type_id, name: sector.name };
  }

  private async knownAnswer(plan: Exclude<IntakePlan, { kind: 'create' }>, statusName: string): Promise<IntakeResult> {
    const { parcel } = plan;
    const name = await this.clientName(parcel.clientId);
    const base = { parcel_id: parcel.parcelId, internal_number: parcel.number, client_id: parcel.clientId, client_name: name };
    if (plan.kind === 'problem') {
      const sector = await this.sectorOf(plan.sectorId);
      return {
        status: 208,
        answer: {
          ...base,
          message: 'problematic_detected',
          messages: [PROBLEM_TEXT[plan.problem], `Odłóż przesyłkę ${parcel.number} do sektora ${sector.code}: ${sector.name}`],
          problematic_sector_id: sector.id,
          problematic_sector_name: sector.name,
        },
      };
    }
    if (plan.answer === 202)
      return {
        status: 202,
        answer: { ...base, message: 'client_set', messages: [`Przesyłka ${parcel.number} klienta ${name}: ${statusName}`] },
      };
    return {
      status: 206,
      answer: {
        ...base,
        message: 'messages',
        messages: [`Przesyłka ${parcel.number} należy do klienta ${name}`, `Nadano status: ${statusName}`],
      },
    };
  }
}
