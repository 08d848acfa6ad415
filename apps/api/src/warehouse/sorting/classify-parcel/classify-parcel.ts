import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ClassifyParcelAnswer, ClassifyParcelRequest } from '@parcel/contracts';
import {
  DomainError,
  SEEDED_SECTORS,
  ZONE_RETURNS,
  assertNever,
  currentStatus,
  decideSorting,
  isRepeatedScan,
  problemSector,
  readScan,
  repeatedSortingOutcome,
  seededStatusBySystemId,
  sortingEvents,
  sortingZone,
  warehouseById,
  type SortingFacts,
  type SortingOutcome,
  type SortingScan,
  type SortingSector,
  shipmentStream,
} from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import { PARCEL_SORTING } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { EventSourced } from '../../../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../../../cqrs/read-model-waiter.js';
import { ProblematicSectors } from '../../problematic-sectors/problematic-sectors.js';
import type { AuthenticatedUser } from '../../../identity/session-lookup.js';
import { ShipmentStreams } from '../../../shipments/shipment-streams.js';
import { StatusTypes } from '../../../statuses/status-types.js';
import { FloorContext } from '../../floor-context.js';
import { SortingFactsReader } from '../sorting-facts.js';

const CANCELLED_STATUS_ID = seededStatusBySystemId('cancelled').id;
/** What the next scans read: the classifications (the other parcels of a multi-pack) and the parcel's status. */
const READ_MODELS = [PARCEL_SORTING, 'shipments'];

/** POST app/v1/parcel/classify/courier (spec/03 §8): sort a scanned parcel into its zone and bucket. */
export class ClassifyParcelCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly request: ClassifyParcelRequest,
    readonly context: CommandContext,
  ) {}
}

export type ClassifyParcelResult =
  { readonly kind: 'workstation_set' } | { readonly kind: 'classified'; readonly answer: ClassifyParcelAnswer };

/**
 * FloorContext first (a workstation code: 205 or 403), then the workstation
 * (428), the scan's reading, the parcel (404), the facts from the read models,
 * and the decision on the parcel's stream (a racing scan of the same parcel
 * decides again). A refusal records nothing and answers its code with the zone
 * and the suggested status and sector; the waiting room (424) is recorded and
 * waited for, so the next parcel of the multi-pack sees it.
 */
@CommandHandler(ClassifyParcelCommand)
export class ClassifyParcelHandler implements ICommandHandler<ClassifyParcelCommand, CommandOutcome<ClassifyParcelResult>> {
  constructor(
    @Inject(FloorContext) private readonly floor: FloorContext,
    @Inject(ProblematicSectors) private readonly sectors: ProblematicSectors,
    @Inject(SortingFactsReader) private readonly facts: SortingFactsReader,
    @Inject(ShipmentStreams) private readonly shipments: ShipmentStreams,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async execute({ user, request, context }: ClassifyParcelCommand): Promise<CommandOutcome<ClassifyParcelResult>> {
    const workstationSet = await this.floor.scannedWorkstation(user, request.barcode, context);
    if (workstationSet) return new CommandOutcome({ kind: 'workstation_set' }, workstationSet.position, ['workstations']);
    const workstation = this.floor.require(user);

    const reading = readScan(request.barcode, 'sorting');
    if (reading.kind === 'rejected' || reading.kind === 'internal_instruction') {
      throw new DomainError('sorting_barcode_rejected', { field: 'barcode' });
    }
    const statusType = await this.statusTypes.byId(request.status_type_id);
    if (!statusType) throw new DomainError('status_type_unknown', { field: 'status_type_id' });
    const sector = await this.sector(request.problematic_sector_id ?? null);
    // A known problem without a sector is a field error before any lookup.
    problemSector({ statusSystemId: statusType.system_id, sector });

    const parcel = await this.facts.scannedParcel(reading);
    // The multi-pack's siblings are read from read models: the scans answered first on this shipment first.
    await this.waiter.settleEntity(shipmentStream(parcel.shipmentId));
    const { shipment, client, siblings } = await this.facts.shipmentFacts(parcel);
    const [rowId] = await this.shipments.nextIds('status_row_ids', 1);
    const scan: SortingScan = {
      statusTypeId: statusType.id,
      statusSystemId: statusType.system_id,
      sector,
      clientId: request.client_id ?? null,
      at: request.scanned_at ?? this.es.now().toISOString(),
    };

    let outcome: SortingOutcome | undefined;
    const position = await this.shipments.onParcel(
      parcel.parcelId,
      (state) => {
        if (isRepeatedScan(state, request.scan_id) && state.classified) {
          const bucketName = state.classified.zone === ZONE_RETURNS ? shipment.clientName : (sectorName(state.classified.bucket) ?? null);
          outcome = repeatedSortingOutcome(state.classified, { siblings }, bucketName);
          return [];
        }
        const facts: SortingFacts = {
          scan,
          shipment,
          client,
          siblings,
          parcel: {
            parcelId: parcel.parcelId,
            number: parcel.number,
            outNumber: parcel.outNumber,
            buffer: state.buffer !== null,
            cancelled: currentStatus(state.rows)?.statusTypeId === CANCELLED_STATUS_ID,
            sector: state.sector ? { sectorId: state.sector.sectorId, sectorCode: state.sector.sectorCode } : null,
          },
        };
        outcome = decideSorting(facts);
        return sortingEvents(state, outcome, scan, {
          parcelId: parcel.parcelId,
          shipmentId: parcel.shipmentId,
          rowId: rowId!,
          where: warehouseById(workstation.warehouseId)?.name ?? 'TYCHY',
          statusRepeatable: statusType.repeatable,
          ...(request.scan_id ? { scanId: request.scan_id } : {}),
        });
      },
      context,
    );
    return this.answer(outcome!, parcel, position);
  }

  /** A chosen sector: a live problematic sector, seeded or added (422 otherwise). */
  private async sector(id: number | null): Promise<SortingSector | null> {
    if (id === null) return null;
    const found = await this.sectors.byId(id);
    if (!found) throw new DomainError('sorting_sector_unknown', { field: 'problematic_sector_id' });
    return { id: found.id, code: found.code, name: found.name };
  }

  private async answer(
    outcome: SortingOutcome,
    parcel: { parcelId: number; shipmentId: number; number: string },
    position: Position | undefined,
  ): Promise<CommandOutcome<ClassifyParcelResult>> {
    const zoneName = (zone: number | null) => (zone === null ? null : (sortingZone(zone)?.name ?? null));
    switch (outcome.kind) {
      case 'sorted':
      case 'problem': {
        const answer: ClassifyParcelAnswer = {
          message: 'classified',
          zone: outcome.zone,
          zone_name: zoneName(outcome.zone) ?? '',
          bucket: { name: outcome.bucket.name, identifier: outcome.bucket.identifier },
          courier: outcome.kind === 'sorted' ? outcome.courier : null,
          completed_multi_pack: outcome.kind === 'sorted' ? (outcome.completedMultiPack?.slice() ?? null) : null,
          parcel_id: parcel.parcelId,
          parcel_number: parcel.number,
        };
        return new CommandOutcome<ClassifyParcelResult>({ kind: 'classified', answer }, position, READ_MODELS).answeringFirst(
          shipmentStream(parcel.shipmentId),
        );
      }
      case 'waiting_room': {
        // The next parcel of the multi-pack must see this one: wait (bounded) before answering (only the classification is recorded).
        if (position) await this.waiter.waitFor([PARCEL_SORTING], position);
        const { zone, present, total, missing } = outcome;
        throw new DomainError('sorting_multi_pack_incomplete', {
          body: { zone, zone_name: zoneName(zone), present, total, missing, parcel_number: parcel.number },
        });
      }
      case 'refused':
        throw new DomainError(outcome.code, {
          body: {
            reason: outcome.reason,
            zone: outcome.zone,
            zone_name: zoneName(outcome.zone),
            suggested_status_type_id: outcome.suggestion?.statusTypeId ?? null,
            suggested_problematic_sector_id: outcome.suggestion?.sectorId ?? null,
            parcel_number: parcel.number,
          },
        });
      default:
        return assertNever(outcome);
    }
  }
}

/** The name of a sector's bucket ('S2' -> the seeded sector 2's name). */
function sectorName(bucket: string | null): string | undefined {
  if (!bucket?.startsWith('S')) return undefined;
  return SEEDED_SECTORS.find((s) => `S${s.code}` === bucket)?.name;
}
