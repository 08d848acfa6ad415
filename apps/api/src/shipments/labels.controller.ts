import { Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import { bulkLabelsRequest, labelParams, labelQuery, shipmentNumberParams } from '@parcel/contracts';
import { ALL_ROLES, STAFF_ROLES } from '@parcel/domain';
import { CurrentUser, FileRoute, Roles } from '../http/auth.js';
import { Body, Params, Query } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { labelFileName, renderLabelsPdf, renderLabelsZpl, type PaperSize, type ParcelLabel } from './labels/index.js';
import { ShipmentLabels } from './shipment-labels.js';

type Format = 'pdf' | 'zpl';
const CONTENT_TYPE: Record<Format, string> = { pdf: 'application/pdf', zpl: 'application/zpl; charset=utf-8' };

/** Streams labels into the response: a PDF on the chosen paper, or ZPL (8 dots/mm, 100x150). */
async function send(
  res: Response,
  labels: Iterable<ParcelLabel> | AsyncIterable<ParcelLabel>,
  format: Format,
  size: PaperSize,
  name: string,
) {
  res.setHeader('Content-Type', CONTENT_TYPE[format]);
  res.setHeader('Content-Disposition', `attachment; filename="${labelFileName(name, format)}"`);
  res.setHeader('Cache-Control', 'no-store');
  if (format === 'zpl') await renderLabelsZpl(labels, res);
  else await renderLabelsPdf(labels, size, res);
}

/**
 * Label files (spec/03 §7, spec/02 §7): opened in a new window, so they take a
 * public file token as well as the bearer token. A user gets the labels of the
 * shipments it may read, once the courier has registered them.
 */
@Controller()
export class LabelsController {
  constructor(@Inject(ShipmentLabels) private readonly labels: ShipmentLabels) {}

  /** GET app/v2/shipment/{n}/labels/{dl|100150}[?format=pdf|zpl]: one file, a label per parcel; the client's default format otherwise. */
  @Get('app/v2/shipment/:internalNumber/labels/:size')
  @Roles(...ALL_ROLES)
  @FileRoute()
  async shipment(
    @Params(labelParams) params: z.output<typeof labelParams>,
    @Query(labelQuery) query: z.output<typeof labelQuery>,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ) {
    const { number, labels, clientId } = await this.labels.of(params.internalNumber, user);
    await send(res, labels, query.format ?? (await this.labels.defaultFormat(clientId)), params.size, number);
  }

  /** POST app/v2/shipment/labels {numbers, size, format}: many shipments in one file (bulk printing), streamed. */
  @Post('app/v2/shipment/labels')
  @HttpCode(200)
  @Roles(...ALL_ROLES)
  async bulk(
    @Body(bulkLabelsRequest) body: z.output<typeof bulkLabelsRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ) {
    await send(res, this.labels.bulk(body.numbers, user), body.format ?? 'pdf', body.size, 'etykiety');
  }

  /** The return sticker of a parcel (staff). */
  @Get('app/v1/parcel/:internalNumber/generate-return-sticker')
  @Roles(...STAFF_ROLES)
  @FileRoute()
  async returnSticker(
    @Params(shipmentNumberParams) params: z.output<typeof shipmentNumberParams>,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ) {
    const { number, labels } = await this.labels.of(params.internalNumber, user, 'return');
    await send(res, labels, 'pdf', '100150', number);
  }

  /** The re-stick label of a parcel (0000 code), staff. */
  @Get('parcel/:internalNumber/label/re-paste')
  @Roles(...STAFF_ROLES)
  @FileRoute()
  async restick(
    @Params(shipmentNumberParams) params: z.output<typeof shipmentNumberParams>,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ) {
    const { number, labels } = await this.labels.of(params.internalNumber, user, 're_stick');
    await send(res, labels, 'pdf', '100150', number);
  }
}
