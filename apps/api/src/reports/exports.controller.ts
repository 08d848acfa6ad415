import { pipeline } from 'node:stream/promises';
import { Controller, Get, HttpCode, Inject, Patch, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  customExportOrderRequest,
  exportIdentifierParams,
  exportOrderRequest,
  exportsTableRequest,
  exportTypeParams,
  exportUsedForInvoicePatch,
  exportUuidParams,
  exportValidationErrorPatch,
  type CustomExportOrderRequest,
  type ExportOrderRequest,
  type ExportsTableRequest,
} from '@parcel/contracts';
import { ALL_ROLES, ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, FileRoute, Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { DownloadExportCommand, type ExportDownload } from './download-export/download-export.js';
import { OrderExportCommand } from './order-export/order-export.js';
import { ExportsQueries } from './queries/exports.queries.js';
import { ReviewValidationErrorCommand } from './review-validation-error/review-validation-error.js';
import { SetUsedForInvoiceCommand } from './set-used-for-invoice/set-used-for-invoice.js';
import { ExportFiles } from './worker/export-files.js';

type Uuid = z.output<typeof exportUuidParams>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Reports (exports) under app/v1/export (spec/01 §7 "Exports", spec/03 §7):
 * everyone logged in orders and reads their own, admins every one; validation
 * errors are the staff's; the invoice flag is the admins'.
 */
@Controller('app/v1/export')
@Roles(...ALL_ROLES)
export class ExportsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ExportsQueries) private readonly queries: ExportsQueries,
    @Inject(ExportFiles) private readonly files: ExportFiles,
  ) {}

  @Post()
  order(@Body(exportOrderRequest) body: ExportOrderRequest, @CurrentUser() user: AuthenticatedUser, @Context() context: CommandContext) {
    return this.commands.execute(new OrderExportCommand(body.type, false, body, user, context));
  }

  @Post('custom')
  orderCustom(
    @Body(customExportOrderRequest) body: CustomExportOrderRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new OrderExportCommand(body.type, true, body, user, context));
  }

  @Get('find/:uuid')
  find(@Params(exportUuidParams) params: Uuid, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.find(user, params.uuid);
  }

  @Get('find/:uuid/validation_errors')
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  validationErrors(@Params(exportUuidParams) params: Uuid, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.validationErrors(user, params.uuid);
  }

  @Patch('validation_error')
  @Roles(ROLES.admin, ROLES.warehouse_worker)
  review(
    @Body(exportValidationErrorPatch) body: z.output<typeof exportValidationErrorPatch>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new ReviewValidationErrorCommand(body.id, body.reviewed, user, context));
  }

  @Patch()
  @Roles(ROLES.admin)
  usedForInvoice(
    @Body(exportUsedForInvoicePatch) body: z.output<typeof exportUsedForInvoicePatch>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new SetUsedForInvoiceCommand(body.id, body.used_for_invoice, user, context));
  }

  @Post('latest')
  @HttpCode(200)
  latest(@Body(exportsTableRequest) body: ExportsTableRequest, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.latest(user, body);
  }

  @Post('latest/:type')
  @HttpCode(200)
  async latestOfType(
    @Params(exportTypeParams) params: z.output<typeof exportTypeParams>,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ) {
    // JSON null when there is none (Nest would answer an empty body).
    res.json(await this.queries.latestOfType(user, params.type));
  }

  /** The file, opened in a new window (public file token); streamed from disk. */
  @Get('download/:identifier')
  @FileRoute()
  async download(
    @Params(exportIdentifierParams) params: z.output<typeof exportIdentifierParams>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
    @Res() res: Response,
  ) {
    const file: ExportDownload = await this.commands.execute(new DownloadExportCommand(params.identifier, user, context));
    res.setHeader('Content-Type', XLSX);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(this.files.read(file.path), res);
  }
}
