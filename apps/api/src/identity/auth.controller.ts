import { Controller, Get, HttpCode, Inject, Ip, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import {
  changePasswordRequest,
  loginRequest,
  recoverRequest,
  registerRequest,
  resetPasswordRequest,
  type LoginRequest,
} from '@parcel/contracts';
import { ALL_ROLES, ROLES } from '@parcel/domain';
import { Context } from '../cqrs/request-context.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { Body, Params } from '../http/validation.js';
import { CurrentUser, Public, Roles } from '../http/auth.js';
import type { AuthenticatedUser } from './session-lookup.js';
import { LoginCommand } from './login/login.js';
import { LogoutCommand } from './logout/logout.js';
import { RegisterUserCommand } from './register-user/register-user.js';
import { ChangePasswordCommand } from './change-password/change-password.js';
import { ConfirmEmailCommand } from './confirm-email/confirm-email.js';
import { RecoverPasswordCommand } from './recover-password/recover-password.js';
import { ResetPasswordCommand } from './reset-password/reset-password.js';
import { UsersQueries } from './queries/users.queries.js';

const confirmParams = z.object({ code: z.string().min(16).max(200) });

/** Authentication: spec/01 §7 "Authentication", under /api. */
@Controller()
export class AuthController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UsersQueries) private readonly queries: UsersQueries,
  ) {}

  @Post('user/login')
  @Public()
  @HttpCode(200)
  login(@Body(loginRequest) body: LoginRequest, @Ip() address: string, @Context() context: CommandContext) {
    return this.commands.execute(new LoginCommand(body.email, body.password, address ?? 'unknown', context));
  }

  @Post('user/logout')
  @Roles(...ALL_ROLES)
  @HttpCode(200)
  logout(@CurrentUser() user: AuthenticatedUser, @Context() context: CommandContext) {
    return this.commands.execute(new LogoutCommand(user.sessionId, context));
  }

  @Get('whoami')
  @Roles(...ALL_ROLES)
  whoami(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.whoami(user);
  }

  @Put('user/password')
  @Roles(...ALL_ROLES)
  changePassword(
    @Body(changePasswordRequest) body: z.output<typeof changePasswordRequest>,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() address: string,
    @Context() context: CommandContext,
  ) {
    return this.commands.execute(new ChangePasswordCommand(user, body.current_password, body.password, address ?? 'unknown', context));
  }

  @Post('user/recover')
  @Public()
  @HttpCode(200)
  recover(@Body(recoverRequest) body: z.output<typeof recoverRequest>, @Ip() address: string, @Context() context: CommandContext) {
    return this.commands.execute(new RecoverPasswordCommand(body.email, address ?? 'unknown', context));
  }

  @Post('user/password/reset')
  @Public()
  @HttpCode(200)
  resetPassword(@Body(resetPasswordRequest) body: z.output<typeof resetPasswordRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new ResetPasswordCommand(body.token, body.password, context));
  }

  @Get('user/confirm/:code')
  @Public()
  confirm(@Params(confirmParams) params: z.output<typeof confirmParams>, @Context() context: CommandContext) {
    return this.commands.execute(new ConfirmEmailCommand(params.code, context));
  }

  /** Self-registration of a sender (role client); the e-mail is confirmed through the mailed link. */
  @Post('user/register')
  @Public()
  register(@Body(registerRequest) body: z.output<typeof registerRequest>, @Ip() address: string, @Context() context: CommandContext) {
    return this.commands.execute(new RegisterUserCommand(body.email, body.password, ROLES.client, address ?? 'unknown', context));
  }
}
