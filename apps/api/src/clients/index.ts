import type { Provider, Type } from '@nestjs/common';

/** Client management (clients, parameters, price bands): controllers and providers the AppModule registers. */
export const CLIENT_CONTROLLERS: Type[] = [];
export const CLIENT_PROVIDERS: Provider[] = [];
