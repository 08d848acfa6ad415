import type { Provider, Type } from '@nestjs/common';

/** Courier and external API credentials: controllers and providers the AppModule registers. */
export const CREDENTIAL_CONTROLLERS: Type[] = [];
export const CREDENTIAL_PROVIDERS: Provider[] = [];
