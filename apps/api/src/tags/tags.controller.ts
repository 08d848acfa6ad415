import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { tagRequest, type TagRequest } from '@parcel/contracts';
import { STAFF_ROLES } from '@parcel/domain';
import { Roles } from '../http/auth.js';
import { Body } from '../http/validation.js';
import { renderTagPdf, tagFileName } from './tag-pdf.js';

/**
 * POST app/v1/tag {type, label, value} (spec/02 §7 "Tags"): a PDF tag for a
 * client, a workstation or a problematic sector, streamed. Staff only: the
 * console fetches it with the bearer token and opens the file it gets.
 */
@Controller('app/v1/tag')
@Roles(...STAFF_ROLES)
export class TagsController {
  @Post()
  @HttpCode(200)
  async generate(@Body(tagRequest) body: TagRequest, @Res() res: Response) {
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${tagFileName(body)}"`);
    res.setHeader('Cache-Control', 'no-store');
    await renderTagPdf(body, res);
  }
}
