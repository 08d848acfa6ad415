import type { CourierService } from '@parcel/domain';
import type { CourierNetworkAdapter } from '../courier-network.js';
import {
  CourierRejected,
  CourierUnavailable,
  type CourierRegistration,
  type CourierRegistrationRequest,
} from '../courier-registration.port.js';
import { awbForm, validationFields, type SamedayAccount, type SamedayService } from './sameday-awb-form.js';
import type { SamedayClient } from './sameday-client.js';
import { parcelNumberOf } from './sameday-parcels.js';

interface AwbAnswer {
  readonly awbNumber?: unknown;
  readonly parcels?: readonly { readonly position?: unknown; readonly awbNumber?: unknown }[];
}

/**
 * The real Sameday network (COURIER_GATEWAY=sameday): POST /api/awb. 201 ->
 * the AWB and its parcel numbers; 400 Validation Failed -> CourierRejected
 * with our request's fields; 5xx, timeouts, refused logins -> CourierUnavailable.
 */
export class SamedayRegistration implements CourierNetworkAdapter {
  readonly network = 'sameday' as const;

  constructor(
    private readonly client: SamedayClient,
    private readonly account: SamedayAccount,
  ) {}

  get name(): string {
    return this.client.host;
  }

  async register(request: CourierRegistrationRequest, service: CourierService): Promise<CourierRegistration> {
    if (service === 'cargus_ship_and_go') throw new CourierRejected({ lockerId: ['Not a Sameday locker.'] }, 'Not a Sameday service');
    const serviceId = this.account.services[service as SamedayService];
    if (!serviceId) throw new CourierUnavailable(`No Sameday service id is configured for ${service}`);
    const answer = await this.client.call('POST', '/api/awb', { form: awbForm(request, service, serviceId, this.account) });
    if (answer.status === 200 || answer.status === 201) return registration(request, answer.body as AwbAnswer);
    const message = String((answer.body as { message?: unknown } | undefined)?.message ?? `HTTP ${answer.status}`);
    if (answer.status >= 400 && answer.status < 500) {
      const fields = validationFields(answer.body);
      throw new CourierRejected(Object.keys(fields).length > 0 ? fields : { _: [message] }, `Sameday: ${message}`);
    }
    throw new CourierUnavailable(`Sameday POST /api/awb answered ${answer.status}`);
  }
}

function registration(request: CourierRegistrationRequest, body: AwbAnswer | undefined): CourierRegistration {
  const awb = body?.awbNumber;
  if (typeof awb !== 'string' || awb === '') throw new CourierUnavailable('Sameday answered no AWB number');
  return {
    courier: 'sameday',
    awb,
    parcels: request.parcels.map((parcel, i) => ({ reference: parcel.reference, number: parcelNumberOf(body?.parcels ?? [], awb, i) })),
  };
}
