import { routeRegistration, isReturnKind, type CourierNetwork } from '@parcel/domain';
import { logger } from '../../shared/logger.js';
import type { CourierNetworkAdapter } from './courier-network.js';
import {
  CourierRejected,
  CourierUnavailable,
  type CourierRegistration,
  type CourierRegistrationPort,
  type CourierRegistrationRequest,
} from './courier-registration.port.js';

/**
 * The COURIER_REGISTRATION port: routes each request (libs/domain
 * couriers/courier-routing.ts) to the network that delivers it. A network
 * without an adapter under the current configuration is unavailable.
 */
export class CourierRouter implements CourierRegistrationPort {
  constructor(private readonly adapters: Partial<Record<CourierNetwork, CourierNetworkAdapter>>) {}

  async register(request: CourierRegistrationRequest): Promise<CourierRegistration> {
    const party = isReturnKind(request.kind) ? request.sender : request.recipient;
    const routed = routeRegistration({
      courierId: request.courierId,
      kind: request.kind,
      lockerId: request.lockerId,
      partyCountryIso: party.countryIso,
    });
    if (!routed.ok) throw new CourierRejected(routed.fields, 'No courier network takes this shipment');
    const adapter = this.adapters[routed.route.network];
    if (!adapter) throw new CourierUnavailable(`No ${routed.route.network} adapter is configured`);
    const started = Date.now();
    try {
      const registration = await adapter.register(request, routed.route.service);
      logger.info(`Courier registration ${request.reference}: ${registration.courier} ${registration.awb} (${Date.now() - started} ms)`);
      return registration;
    } catch (error) {
      // The reference and the verdict only: never the parties' data or credentials.
      const verdict =
        error instanceof CourierRejected
          ? `rejected (${Object.keys(error.fields).join(', ')})`
          : error instanceof CourierUnavailable
            ? 'unavailable'
            : 'failed';
      logger.warn(`Courier registration ${request.reference}: ${routed.route.network} ${verdict}`);
      throw error;
    }
  }
}
