import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from '../http/auth.js';
import { AuthController } from './auth.controller.js';
import { BlockUserHandler } from './block-user/block-user.js';
import { ChangePasswordHandler } from './change-password/change-password.js';
import { ConfirmEmailHandler } from './confirm-email/confirm-email.js';
import { CreateUserHandler } from './create-user/create-user.js';
import { IdentityLiveRules } from './identity.live.js';
import { IdentityMails } from './identity-mails.js';
import { LoginThrottle } from './login-throttle.js';
import { MailBudget } from './mail-budget.js';
import { LoginHandler } from './login/login.js';
import { LogoutHandler } from './logout/logout.js';
import { Passwords } from './passwords.js';
import { UsersQueries } from './queries/users.queries.js';
import { RecoverPasswordHandler } from './recover-password/recover-password.js';
import { RegisterUserHandler } from './register-user/register-user.js';
import { ResetPasswordHandler } from './reset-password/reset-password.js';
import { RestoreUserHandler } from './restore-user/restore-user.js';
import { Seeder } from './seed.js';
import { SessionLookup } from './session-lookup.js';
import { UpdateUserHandler } from './update-user/update-user.js';
import { UsersController } from './users.controller.js';
import { UserStreams } from './users.streams.js';
import { PublicFileTokens } from './public-file-tokens.js';
import { PublicTokenController } from './public-token.controller.js';

/** Identity: logins, sessions, users, mailed links (spec/01 §7 "Authentication", "Users"). */
@Module({
  controllers: [AuthController, UsersController, PublicTokenController],
  providers: [
    // Every route of every area: a session's bearer token and the route's roles (fails closed).
    { provide: APP_GUARD, useClass: AuthGuard },
    SessionLookup,
    PublicFileTokens,
    UsersQueries,
    UserStreams,
    Passwords,
    LoginThrottle,
    MailBudget,
    IdentityMails,
    Seeder,
    IdentityLiveRules,
    LoginHandler,
    LogoutHandler,
    CreateUserHandler,
    RegisterUserHandler,
    UpdateUserHandler,
    BlockUserHandler,
    RestoreUserHandler,
    ChangePasswordHandler,
    RecoverPasswordHandler,
    ResetPasswordHandler,
    ConfirmEmailHandler,
  ],
  exports: [SessionLookup, PublicFileTokens, UserStreams, IdentityMails, Seeder, IdentityLiveRules],
})
export class IdentityModule {}
