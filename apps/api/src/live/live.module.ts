import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { LiveGateway } from './live.gateway.js';

/** socket.io: sockets authenticate with their session (identity); rooms follow the areas' LiveRules. */
@Module({ imports: [IdentityModule], providers: [LiveGateway] })
export class LiveModule {}
