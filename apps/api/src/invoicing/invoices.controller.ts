import { pipeline } from 'node:stream/promises';
import { Controller, Delete, Get, HttpCode, Inject, Patch, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  invoiceIdParams,
  invoiceIdRequest,
  invoiceListRequest,
  invoiceTriggerRequest,
  invoiceValidationErrorReview,
  shipmentNumberParams,
  type InvoiceListRequest,
  type InvoiceTriggerRequest,
} from '@parcel/contracts';
import { DomainError, ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { CurrentUser, FileRoute, Roles } from '../http/auth.js';
import { Body, Params } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { DownloadExportCommand, type ExportDownload } from '../reports/download-export/download-export.js';
import { ExportsQueries } from '../reports/queries/exports.queries.js';
import { ReviewValidationErrorCommand } from '../reports/review-validation-error/review-validation-error.js';
import { ExportFiles } from '../reports/worker/export-files.js';
import { ShipmentQueries } from '../shipments/queries/shipment.queries.js';
import { INVOICING_SERVICE, InvoicingRejected, InvoicingUnavailable, type InvoicingService } from './invoicing-port.js';
import { InvoicesQueries } from './queries/invoices.queries.js';
import { ReissueInvoiceCommand } from './reissue-invoice/reissue-invoice.js';
import { TriggerInvoicingCommand } from './trigger-invoicing/trigger-invoicing.js';

type InvoiceId = z.output<typeof invoiceIdParams>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "FV 1/12/2026" -> "FV_1-12-2026.pdf": a file name without path separators or spaces. */
const pdfName = (number: string | null, id: number): string =>
  `${(number ?? `faktura-${id}`).replace(/[^\w.-]+/g, (m) => (m.includes('/') ? '-' : '_'))}.pdf`;

/**
 * Invoices (spec/03 §2 "Invoices", §7; the contract's header in
 * libs/contracts/src/http/invoicing.ts): the list, the run, the detail, the
 * statement's validation errors, re-issue and the two files. Admins only.
 */
@Controller()
@Roles(ROLES.admin)
export class InvoicesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(InvoicesQueries) private readonly queries: InvoicesQueries,
    @Inject(ExportsQueries) private readonly exports: ExportsQueries,
    @Inject(ExportFiles) private readonly files: ExportFiles,
    @Inject(ShipmentQueries) private readonly shipments: ShipmentQueries,
    @Inject(INVOICING_SERVICE) private readonly service: InvoicingService,
  ) {}

  @Post('app/v1/invoice/list')
  @HttpCode(200)
  list(@Body(invoiceListRequest) body: InvoiceListRequest) {
    return this.queries.list(body);
  }

  @Post('app/v1/invoice/trigger')
  @HttpCode(202)
  trigger(@Body(invoiceTriggerRequest) body: InvoiceTriggerRequest, @Context() context: CommandContext) {
    return this.commands.execute(new TriggerInvoicingCommand(body, context));
  }

  @Get('app/v1/invoice/:id')
  detail(@Params(invoiceIdParams) params: InvoiceId) {
    return this.queries.detail(params.id);
  }

  @Get('app/v1/invoice/:id/validation_errors')
  async validationErrors(@Params(invoiceIdParams) params: InvoiceId, @CurrentUser() user: AuthenticatedUser) {
    const { statement_identifier } = await this.queries.row(params.id);
    if (!statement_identifier) return [];
    try {
      return await this.exports.validationErrors(user, statement_identifier);
    } catch (error) {
      // A re-issue's statement is recorded on the invoice just before it is ordered: until its export is there, no errors.
      if (error instanceof DomainError && error.code === 'export_not_found') return [];
      throw error;
    }
  }

  @Patch('app/v1/invoice/:id/validation_errors')
  async review(
    @Params(invoiceIdParams) params: InvoiceId,
    @Body(invoiceValidationErrorReview) body: z.output<typeof invoiceValidationErrorReview>,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    await this.queries.checkValidationError(params.id, body.id);
    return this.commands.execute(new ReviewValidationErrorCommand(body.id, body.reviewed, user, context));
  }

  /** Re-issue (spec/03 §7: DELETE app/v1/invoice/ with the id in the body). */
  @Delete('app/v1/invoice')
  reissue(@Body(invoiceIdRequest) body: z.output<typeof invoiceIdRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new ReissueInvoiceCommand(body.id, context));
  }

  /** The invoice's PDF as the invoicing service prints it, opened in a new window (public file token). */
  @Get('app/v1/invoice/:id/download')
  @FileRoute()
  async download(@Params(invoiceIdParams) params: InvoiceId, @Res() res: Response) {
    const row = await this.queries.row(params.id);
    if (row.external_id === null) throw new DomainError('invoice_not_issued');
    let pdf: Buffer;
    try {
      pdf = await this.service.downloadPdf(Number(row.external_id));
    } catch (error) {
      if (error instanceof InvoicingUnavailable) throw new DomainError('invoicing_unavailable');
      if (error instanceof InvoicingRejected) throw new DomainError('invoice_not_found');
      throw error;
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${pdfName(row.invoice_number, row.id)}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(pdf);
  }

  /** The billing statement the invoice was made from (the export's xlsx), in a new window (public file token). */
  @Get('app/v1/invoice/:id/exported_file_download')
  @FileRoute()
  async statement(
    @Params(invoiceIdParams) params: InvoiceId,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
    @Res() res: Response,
  ) {
    const { statement_identifier } = await this.queries.row(params.id);
    if (!statement_identifier) throw new DomainError('invoice_statement_missing');
    const file: ExportDownload = await this.commands.execute(new DownloadExportCommand(statement_identifier, user, context));
    res.setHeader('Content-Type', XLSX);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(this.files.read(file.path), res);
  }

  /** The settlement tab (spec/03 §7): the invoices the shipment was billed on. */
  @Get('app/v2/shipment/:internalNumber/invoices')
  async ofShipment(@Params(shipmentNumberParams) params: z.output<typeof shipmentNumberParams>, @CurrentUser() user: AuthenticatedUser) {
    const { row } = await this.shipments.readable(params.internalNumber, user);
    return this.queries.ofShipment(row.id, row.client_id);
  }
}
