import { Controller, Inject, Patch, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { adoptBufferRequest, adoptUnprocessableRequest, setBufferNumberRequest, type AdoptParcelRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body } from '../http/validation.js';
import { AdoptParcelCommand } from './adopt-parcel/adopt-parcel.js';
import { SetBufferNumberCommand } from './set-buffer-number/set-buffer-number.js';

/** Buffer numbers and force-assignment of parcels to clients (spec/03 §7 "Other", spec/02 §7 "Parcel"). */
@Controller('app/v1/parcel')
export class ParcelAdoptionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Patch('adopt/buffer')
  @Roles(ROLES.admin)
  adoptBuffer(@Body(adoptBufferRequest) body: z.output<typeof adoptBufferRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new AdoptParcelCommand('buffer', { ...body, return: false }, context));
  }

  @Patch('adopt/unprocessable')
  @Roles(ROLES.admin)
  adoptUnprocessable(@Body(adoptUnprocessableRequest) body: AdoptParcelRequest, @Context() context: CommandContext) {
    return this.commands.execute(new AdoptParcelCommand('unprocessable', body, context));
  }

  @Put('set-new-buffer-number')
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  setBufferNumber(@Body(setBufferNumberRequest) body: z.output<typeof setBufferNumberRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new SetBufferNumberCommand(body.parcel_id, body.barcode, body.emag, context));
  }
}
