import type { credentialDefaultsResponse } from '@parcel/contracts';
import type { z } from 'zod';

/**
 * The operator's defaults for a new DPD credential (GET ask/credentials/DPD):
 * login <- dpd_system_id, password <- dpd_api_password, service <- out_service
 * (the operator's own DPD account, which a new client starts from). They fill the fields only while those are empty, and leave
 * again (only where still untouched) when another courier is chosen.
 * iai_password belongs to the shop platform (the client data tab offers it), not to a courier credential.
 */

export const DPD_COURIER_ID = '2';

export type CredentialDefaults = z.output<typeof credentialDefaultsResponse>;

export interface DefaultedFields {
  readonly username: string;
  readonly password: string;
  readonly service: string;
}

const FROM_DEFAULTS: Record<keyof DefaultedFields, keyof CredentialDefaults> = {
  username: 'dpd_system_id',
  password: 'dpd_api_password',
  service: 'out_service',
};

/** The fields for a courier: DPD gets the defaults in its empty fields; another courier loses the untouched defaults. */
export function fieldsForCourier<F extends DefaultedFields>(fields: F, courierId: string, defaults: CredentialDefaults | undefined): F {
  if (!defaults) return fields;
  const next: Record<string, string> = {};
  for (const [field, source] of Object.entries(FROM_DEFAULTS) as [keyof DefaultedFields, keyof CredentialDefaults][]) {
    const value = fields[field];
    if (courierId === DPD_COURIER_ID) next[field] = value === '' ? defaults[source] : value;
    else next[field] = value === defaults[source] ? '' : value;
  }
  return { ...fields, ...next };
}
