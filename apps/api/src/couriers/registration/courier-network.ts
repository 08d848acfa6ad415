import type { CourierNetwork, CourierService } from '@parcel/domain';
import type { CourierRegistration, CourierRegistrationRequest } from './courier-registration.port.js';

/** One network's registration adapter (sandbox or real), behind the router. */
export interface CourierNetworkAdapter {
  readonly network: CourierNetwork;
  /** Human name for the start log line (e.g. 'sandbox', 'api.sameday.ro'). */
  readonly name: string;
  register(request: CourierRegistrationRequest, service: CourierService): Promise<CourierRegistration>;
}
