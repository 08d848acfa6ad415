import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { AddPriceBandHandler } from './add-price-band/add-price-band.js';
import { BlockClientHandler } from './block-client/block-client.js';
import { ChangeParameterHandler } from './change-parameter/change-parameter.js';
import { ChangePriceBandHandler } from './change-price-band/change-price-band.js';
import { ClientLoginsProcessManager } from './client-logins/client-logins.process-manager.js';
import { ClientOwners } from './client-owners.js';
import { ClientStreams } from './client-streams.js';
import { ClientsController } from './clients.controller.js';
import { ClientsLiveRules } from './clients.live.js';
import { CreateClientHandler } from './create-client/create-client.js';
import { CheckCourierCredentialHandler } from './credentials/check-courier-credential/check-courier-credential.js';
import { CheckTokens } from './credentials/check-tokens.js';
import { CourierCredentialsController } from './credentials/courier-credentials.controller.js';
import { CreateCourierCredentialHandler } from './credentials/create-courier-credential/create-courier-credential.js';
import { CreateExternalCredentialHandler } from './credentials/create-external-credential/create-external-credential.js';
import { CREDENTIAL_PORTS } from './credentials/credential-ports.js';
import { ExternalApiCredentialsController } from './credentials/external-api-credentials.controller.js';
import { PinCourierCredentialHandler } from './credentials/pin-courier-credential/pin-courier-credential.js';
import { CredentialsQueries } from './credentials/queries/credentials.queries.js';
import { RemoveCourierCredentialHandler } from './credentials/remove-courier-credential/remove-courier-credential.js';
import { RemoveExternalCredentialHandler } from './credentials/remove-external-credential/remove-external-credential.js';
import { ReuseCourierCredentialHandler } from './credentials/reuse-courier-credential/reuse-courier-credential.js';
import { SetIaiPasswordHandler } from './credentials/set-iai-password/set-iai-password.js';
import { UnpinCourierCredentialHandler } from './credentials/unpin-courier-credential/unpin-courier-credential.js';
import { UpdateCourierCredentialHandler } from './credentials/update-courier-credential/update-courier-credential.js';
import { UpdateExternalCredentialHandler } from './credentials/update-external-credential/update-external-credential.js';
import { DefineParameterHandler } from './define-parameter/define-parameter.js';
import { ParametersController } from './parameters.controller.js';
import { PricesController } from './prices.controller.js';
import { PriceLists } from '../pricing/price-lists.js';
import { ClientsQueries } from './queries/clients.queries.js';
import { ClientSettingsQueries } from './queries/settings.queries.js';
import { RemoveParameterHandler } from './remove-parameter/remove-parameter.js';
import { RemovePriceBandHandler } from './remove-price-band/remove-price-band.js';
import { RestoreClientHandler } from './restore-client/restore-client.js';
import { UpdateClientHandler } from './update-client/update-client.js';

/**
 * Clients with their settings: company data, parameters, price bands, courier
 * and external API credentials (spec/01 §7 "Clients", "Client additional
 * parameters", "Courier credentials", "External API credentials").
 */
@Module({
  imports: [IdentityModule],
  controllers: [ClientsController, PricesController, ParametersController, CourierCredentialsController, ExternalApiCredentialsController],
  providers: [
    ClientStreams,
    ClientOwners,
    ClientsLiveRules,
    ClientLoginsProcessManager,
    ClientsQueries,
    // The pricing area's lists, read for the clients list's "missing price lists" selector.
    PriceLists,
    ClientSettingsQueries,
    CredentialsQueries,
    CheckTokens,
    ...CREDENTIAL_PORTS,
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
    CheckCourierCredentialHandler,
    CreateCourierCredentialHandler,
    UpdateCourierCredentialHandler,
    RemoveCourierCredentialHandler,
    ReuseCourierCredentialHandler,
    PinCourierCredentialHandler,
    UnpinCourierCredentialHandler,
    CreateExternalCredentialHandler,
    UpdateExternalCredentialHandler,
    RemoveExternalCredentialHandler,
    SetIaiPasswordHandler,
  ],
  exports: [ClientStreams, ClientOwners, ClientsLiveRules, ClientLoginsProcessManager],
})
export class ClientsModule {}
