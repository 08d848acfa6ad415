import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Infrastructure } from './bootstrap/infrastructure.js';
import { EventSourced } from './cqrs/event-sourced.js';
import { ReadModelWaiter } from './cqrs/read-model-waiter.js';
import { ConsistencyInterceptor } from './cqrs/consistency.interceptor.js';
import { ErrorFilter } from './http/error.filter.js';
import { AuthGuard } from './http/auth.js';
import { HealthController } from './health/health.controller.js';
import { AuthController } from './identity/auth.controller.js';
import { UsersController } from './identity/users.controller.js';
import { SessionLookup } from './identity/session-lookup.js';
import { UsersQueries } from './identity/queries/users.queries.js';
import { UserStreams } from './identity/users.streams.js';
import { Passwords } from './identity/passwords.js';
import { LoginThrottle } from './identity/login-throttle.js';
import { MailBudget } from './identity/mail-budget.js';
import { RateLimits } from './shared/rate-limits.js';
import { IdentityMails } from './identity/identity-mails.js';
import { Seeder } from './identity/seed.js';
import { LoginHandler } from './identity/commands/login.js';
import { LogoutHandler } from './identity/commands/logout.js';
import { CreateUserHandler, RegisterUserHandler } from './identity/commands/create-user.js';
import { BlockUserHandler, RestoreUserHandler, UpdateUserHandler } from './identity/commands/manage-user.js';
import {
  ChangePasswordHandler,
  ConfirmEmailHandler,
  RecoverPasswordHandler,
  ResetPasswordHandler,
} from './identity/commands/passwords.js';
import { LiveGateway } from './live/live.gateway.js';
import { CLIENT_CONTROLLERS, CLIENT_PROVIDERS } from './clients/index.js';
import { CREDENTIAL_CONTROLLERS, CREDENTIAL_PROVIDERS } from './credentials/index.js';
import { CLOCK, INFRA, systemClock, type Clock } from './shared/tokens.js';

const IDENTITY_HANDLERS = [
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
];

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure, clock: Clock = systemClock): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot()],
      controllers: [HealthController, AuthController, UsersController, ...CLIENT_CONTROLLERS, ...CREDENTIAL_CONTROLLERS],
      providers: [
        { provide: INFRA, useValue: infra },
        { provide: CLOCK, useValue: clock },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: ConsistencyInterceptor },
        EventSourced,
        ReadModelWaiter,
        SessionLookup,
        UsersQueries,
        UserStreams,
        Passwords,
        RateLimits,
        LoginThrottle,
        MailBudget,
        IdentityMails,
        Seeder,
        LiveGateway,
        ...IDENTITY_HANDLERS,
        ...CLIENT_PROVIDERS,
        ...CREDENTIAL_PROVIDERS,
      ],
    };
  }
}
