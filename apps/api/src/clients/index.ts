import type { Provider, Type } from '@nestjs/common';
import { CLIENT_OWNERS } from '../live/rooms.js';
import { ClientOwners } from './client-owners.js';
import { ClientStreams } from './client-streams.js';
import { ClientsController } from './clients.controller.js';
import { CreateClientHandler } from './commands/create-client.js';
import { BlockClientHandler, RestoreClientHandler, UpdateClientHandler } from './commands/manage-client.js';
import { ChangeParameterHandler, DefineParameterHandler, RemoveParameterHandler } from './commands/parameters.js';
import { AddPriceBandHandler, ChangePriceBandHandler, RemovePriceBandHandler } from './commands/prices.js';
import { ParametersController } from './parameters.controller.js';
import { PricesController } from './prices.controller.js';
import { ClientsQueries } from './queries/clients.queries.js';
import { ClientSettingsQueries } from './queries/settings.queries.js';

export { ClientStreams, clientModel } from './client-streams.js';
export { ClientOwners } from './client-owners.js';

/** Client management (clients, parameters, price bands): controllers and providers the AppModule registers. */
export const CLIENT_CONTROLLERS: Type[] = [ClientsController, PricesController, ParametersController];
export const CLIENT_PROVIDERS: Provider[] = [
  ClientStreams,
  ClientOwners,
  { provide: CLIENT_OWNERS, useExisting: ClientOwners },
  ClientsQueries,
  ClientSettingsQueries,
  CreateClientHandler,
  UpdateClientHandler,
  BlockClientHandler,
  RestoreClientHandler,
  DefineParameterHandler,
  ChangeParameterHandler,
  RemoveParameterHandler,
  AddPriceBandHandler,
  ChangePriceBandHandler,
  RemovePriceBandHandler,
];
