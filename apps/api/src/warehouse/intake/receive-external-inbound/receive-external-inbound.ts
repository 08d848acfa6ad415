import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ExternalInboundRequest } from '@parcel/contracts';
import {
  DomainError,
  decideReceiveExternalInbound,
  detectInboundCourier,
  initialExternalInboundState,
  isRepeatedInboundScan,
  readScan,
} from '@parcel/domain';
import { EXTERNAL_INBOUNDS } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../../identity/session-lookup.js';
import { IntakeStreams, externalInboundBarcodeStream, externalInboundStream } from '../intake-streams.js';

/** POST app/v1/external_inbound {barcode}: a parcel from an outside courier taken in (the worker at a workstation). */
export class ReceiveExternalInboundCommand {
  constructor(
    readonly request: ExternalInboundRequest,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

export interface ReceivedExternalInbound {
  id: number;
  waybill: string;
  inbound_courier_id: number | null;
  message: 'external_inbound_created';
}

/**
 * 201 with the new inbound; 409 external_inbound_exists when the barcode was
 * taken in already (its reservation) or names one of our parcels. The same
 * scan id sent again answers the first inbound.
 */
@CommandHandler(ReceiveExternalInboundCommand)
export class ReceiveExternalInboundHandler implements ICommandHandler<
  ReceiveExternalInboundCommand,
  CommandOutcome<ReceivedExternalInbound>
> {
  constructor(@Inject(IntakeStreams) private readonly streams: IntakeStreams) {}

  async execute({ request, user, context }: ReceiveExternalInboundCommand): Promise<CommandOutcome<ReceivedExternalInbound>> {
    const reading = readScan(request.barcode, 'inbound');
    if (reading.kind === 'rejected' || reading.kind === 'internal_instruction')
      throw new DomainError('intake_barcode_rejected', { field: 'barcode' });
    const barcode = reading.raw;
    const { courierId, waybill } = detectInboundCourier(barcode);
    const answer = (id: number): ReceivedExternalInbound => ({
      id,
      waybill,
      inbound_courier_id: courierId,
      message: 'external_inbound_created',
    });

    const taken = await this.streams.reservation<{ externalInboundId: number }>(externalInboundBarcodeStream(barcode));
    if (taken) {
      const { state } = await this.streams.loadInbound(taken.externalInboundId);
      if (isRepeatedInboundScan(state, request.scan_id)) return new CommandOutcome(answer(taken.externalInboundId), undefined, []);
      throw new DomainError('external_inbound_exists');
    }
    const knownParcel = (await this.streams.findParcel(barcode)) !== null;
    const id = await this.streams.nextId('external_inbound_ids');
    const events = decideReceiveExternalInbound(
      initialExternalInboundState,
      {
        externalInboundId: id,
        barcode,
        waybill,
        inboundCourierId: courierId,
        scannedAt: request.scanned_at ?? this.streams.now().toISOString(),
        scannedBy: { userId: user.id, email: user.email },
        ...(request.scan_id ? { scanId: request.scan_id } : {}),
      },
      knownParcel,
    );
    const reserved = await this.streams.reserve(
      externalInboundBarcodeStream(barcode),
      { type: 'ExternalInboundBarcodeReserved', data: { barcode, externalInboundId: id } },
      context,
    );
    if (reserved === false) throw new DomainError('external_inbound_exists');
    const position = await this.streams.append(externalInboundStream(id), events, context);
    return new CommandOutcome(answer(id), position, [EXTERNAL_INBOUNDS]);
  }
}
