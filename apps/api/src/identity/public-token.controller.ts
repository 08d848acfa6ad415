import { Controller, Get, Inject } from '@nestjs/common';
import { ALL_ROLES } from '@parcel/domain';
import { CurrentUser, Roles } from '../http/auth.js';
import { PublicFileTokens } from './public-file-tokens.js';
import type { AuthenticatedUser } from './session-lookup.js';

/** GET public_token: a short-lived token for files opened in a new window (labels, reports, tags, invoices). */
@Controller()
export class PublicTokenController {
  constructor(@Inject(PublicFileTokens) private readonly tokens: PublicFileTokens) {}

  @Get('public_token')
  @Roles(...ALL_ROLES)
  issue(@CurrentUser() user: AuthenticatedUser) {
    return this.tokens.issue(user);
  }
}
