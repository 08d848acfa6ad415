import { Inject, Injectable } from '@nestjs/common';
import type {
  DimensionsRequest,
  InternalInstructionAnswer,
  ParcelData,
  ParcelDataField,
  ParcelHistoryRow,
  ScanFindField,
} from '@parcel/contracts';
import { DomainError, confirmDimensionsMessage, implausibleDimensions, parseInternalInstruction } from '@parcel/domain';
import { StatusTypes } from '../../statuses/index.js';
import { ParcelLookup, type ScannedParcel } from './parcel-lookup.js';

const PARCEL_NOT_FOUND = 'Nie znaleziono przesyłki';

/** Reads of the scanning screen: a parcel's data and history, the dimension check, internal instructions. */
@Injectable()
export class ScanQueries {
  constructor(
    @Inject(ParcelLookup) private readonly lookup: ParcelLookup,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
  ) {}

  private async parcel(field: ScanFindField, value: string): Promise<ScannedParcel> {
    const found = await this.lookup.byField(field, value);
    const parcel = found && (await this.lookup.view(found.parcelId));
    if (!parcel) throw new DomainError('scan_parcel_not_found', { message: PARCEL_NOT_FOUND });
    return parcel;
  }

  /** GET parcel/find/{field}/{value}: the parcel's data, only `fields` when given. */
  async find(field: ScanFindField, value: string, fields: readonly ParcelDataField[] | undefined): Promise<Partial<ParcelData>> {
    const { shipment_id: _, ...data } = await this.parcel(field, value);
    if (!fields?.length) return data;
    return Object.fromEntries(fields.map((name) => [name, data[name]])) as Partial<ParcelData>;
  }

  async history(field: ScanFindField, value: string): Promise<ParcelHistoryRow[]> {
    const parcel = await this.parcel(field, value);
    return this.lookup.history(parcel.id);
  }

  /** POST parcel/check-dimensions: compared with what the parcel shows now (its last measurement, else its declared values). */
  async checkDimensions(body: DimensionsRequest): Promise<{ message: 'dimensions_plausible' }> {
    const parcel = await this.parcel('id', String(body.id));
    const reasons = implausibleDimensions(parcel, body);
    if (reasons.length) throw new DomainError('dimensions_implausible', { message: confirmDimensionsMessage(reasons) });
    return { message: 'dimensions_plausible' };
  }

  /** PATCH warehouse/scan/internal_instruction_code: a STATUS instruction must name a live status type. */
  async instruction(code: string): Promise<InternalInstructionAnswer> {
    const instruction = parseInternalInstruction(code);
    if (instruction.action !== 'set_status') return { instruction };
    if (!(await this.statusTypes.byId(instruction.statusTypeId))) throw new DomainError('internal_instruction_unknown');
    return { instruction: { action: 'set_status', status_type_id: instruction.statusTypeId } };
  }
}
