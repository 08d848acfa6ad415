import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_SCAN_PLACE, type ScanAnswer, type ScanMessage, type ScanRequest } from '@parcel/contracts';
import {
  DomainError,
  UNKNOWN_PROBLEM_SECTOR_ID,
  UNKNOWN_PROBLEM_SYSTEM_ID,
  decideScan,
  isProblemStatus,
  readScan,
  scanWarning,
  type ParcelEvent,
  type ScanOutcome,
  type ScanReading,
  type ScanSector,
  type ScanStatus,
  shipmentStream,
} from '@parcel/domain';
import { PARCEL_FLOOR, WORKSTATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { EventSourced } from '../../../cqrs/event-sourced.js';
import type { AuthenticatedUser } from '../../../identity/session-lookup.js';
import { ShipmentStreams } from '../../../shipments/shipment-streams.js';
import { StatusTypes } from '../../../statuses/index.js';
import { FloorContext } from '../../floor-context.js';
import { ProblematicSectors } from '../../problematic-sectors/problematic-sectors.js';
import type { HttpAnswer } from '../../../cqrs/own-status-answer.js';
import { ParcelLookup } from '../parcel-lookup.js';

/** POST app/v1/parcel/scan: the scanning screen's scan (spec/02 §4 "Scan flow"). */
export class ScanParcelCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly scan: ScanRequest,
    readonly context: CommandContext,
  ) {}
}

export const NO_OUT_NUMBER_MESSAGE: ScanMessage = {
  code: 'parcel_without_out_number',
  message: 'Przesyłka nie posiada numeru wyjściowego',
};
const NOT_IN_SYSTEM = 'Przesyłki nie ma w systemie - przekaż ją do przyjęcia przesyłek!';
const INSTRUCTION_HERE = 'To kod instrukcji wewnętrznej, nie przesyłki.';

/** The label must be re-stuck: a 0000 label, or a parcel named by a courier's number. */
const rePastingRequired = (reading: ScanReading, byExternalNumber: boolean): boolean =>
  byExternalNumber || (reading.kind === 'label' && reading.restick);

/**
 * The workstation first (a workstation's code sets it: 205), then the scan is
 * read by the scanner kit's rules (a rejected code: 422 with its warning), the
 * parcel found (404 with a message), and the status decided on the parcel's
 * own stream (decideScan). 204 when nothing changed; a repeated scan id is
 * answered like the first time and records nothing.
 */
@CommandHandler(ScanParcelCommand)
export class ScanParcelHandler implements ICommandHandler<ScanParcelCommand, CommandOutcome<HttpAnswer<ScanAnswer>>> {
  constructor(
    @Inject(FloorContext) private readonly floor: FloorContext,
    @Inject(ParcelLookup) private readonly lookup: ParcelLookup,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
    @Inject(ProblematicSectors) private readonly sectors: ProblematicSectors,
    @Inject(EventSourced) private readonly es: EventSourced,
  ) {}

  async execute({ user, scan, context }: ScanParcelCommand): Promise<CommandOutcome<HttpAnswer<ScanAnswer>>> {
    const set = await this.floor.scannedWorkstation(user, scan.barcode, context);
    if (set) return new CommandOutcome({ status: 205 }, set.position, [WORKSTATIONS]);
    this.floor.require(user);

    const reading = readScan(scan.barcode, 'scanning');
    const warning = scanWarning(reading);
    if (warning) throw new DomainError('scan_rejected', { message: warning });
    if (reading.kind === 'internal_instruction') throw new DomainError('scan_rejected', { message: INSTRUCTION_HERE });

    const found = await this.lookup.byReading(reading);
    const parcel = found && (await this.lookup.view(found.parcelId));
    if (!found || !parcel) throw new DomainError('scan_parcel_not_found', { message: NOT_IN_SYSTEM });
    if (scan.id_client !== undefined && scan.id_client !== parcel.client_id) throw new DomainError('scan_parcel_of_other_client');

    const status = await this.status(scan.id_status_type);
    const sector = await this.sector(status, scan.id_problematic_sector);
    const rowIds = await this.shipments.nextIds('status_row_ids', scan.create_duplicated_parcel_row ? 2 : 1);
    const input = {
      parcelId: parcel.id,
      shipmentId: parcel.shipment_id,
      shipmentDeleted: parcel.deleted,
      status,
      sector,
      duplicateRow: scan.create_duplicated_parcel_row,
      rowIds,
      when: scan.when ?? scan.scanned_at ?? this.es.now().toISOString(),
      where: scan.where ?? DEFAULT_SCAN_PLACE,
      ...(scan.scan_id ? { scanId: scan.scan_id } : {}),
    };
    let outcome: ScanOutcome = { kind: 'unchanged' };
    const position = await this.shipments.onParcel(
      parcel.id,
      (state) => {
        outcome = decideScan(state, input);
        return outcome.kind === 'recorded' ? outcome.events : [];
      },
      context,
    );
    const decided = outcome as ScanOutcome;
    if (decided.kind === 'unchanged') return new CommandOutcome({ status: 204 }, undefined, []);
    const recorded: readonly ParcelEvent[] = decided.kind === 'recorded' ? decided.events : [];

    const answer: ScanAnswer = {
      messages: parcel.out_number ? [] : [NO_OUT_NUMBER_MESSAGE],
      data: {
        parcel_id: parcel.id,
        re_pasting_required: rePastingRequired(reading, found.byExternalNumber),
        suggested_status_type_id: null,
        suggested_problematic_sector_id: null,
      },
    };
    // The screen reads the history (shipments) and, after a sector was assigned, the parcel's sector (parcel_floor):
    // answered first, the next read waits for them (the scanner's next scan does not).
    const readModels = recorded.some((e) => e.type === 'ParcelSectorAssigned') ? ['shipments', PARCEL_FLOOR] : ['shipments'];
    return new CommandOutcome<HttpAnswer<ScanAnswer>>({ status: 200, body: answer }, position, readModels).answeringFirst(
      shipmentStream(parcel.shipment_id),
    );
  }

  /** The chosen status type, live (422 on id_status_type when unknown). */
  private async status(id: number): Promise<ScanStatus> {
    const type = await this.statusTypes.byId(id);
    if (!type) throw new DomainError('status_type_unknown', { field: 'id_status_type' });
    return { id: type.id, systemId: type.system_id, repeatable: type.repeatable };
  }

  /** unknown_problem_detected: the unknown-problem sector; known_problem_detected: the chosen one (422 when unknown); else none. */
  private async sector(status: ScanStatus, chosen: number | undefined): Promise<ScanSector | null> {
    if (!isProblemStatus(status)) return null;
    const id = status.systemId === UNKNOWN_PROBLEM_SYSTEM_ID ? UNKNOWN_PROBLEM_SECTOR_ID : chosen;
    if (id === undefined) return null;
    const sector = await this.sectors.byId(id);
    if (!sector) throw new DomainError('problematic_sector_not_found', { field: 'id_problematic_sector' });
    return { id: sector.id, code: sector.code };
  }
}
