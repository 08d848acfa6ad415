import type { z } from 'zod';
import type { createCredentialRequest, updateCredentialRequest } from '@parcel/contracts';
import type { CourierCredentialData } from '@parcel/domain';

/** The event data of a courier credential form (create or update), its password already encrypted. */
export const credentialDataOf = (
  request: z.output<typeof createCredentialRequest> | z.output<typeof updateCredentialRequest>,
   passwordCipher: string): CourierCredentialData => ({
  courierId: request.id_courier,
  typeId: request.id_type,
  username: request.username,
  passwordCipher,
  contractNumber: request.contract_number,
  service: request.service,
  note: request.note,
  comment: request.comment,
});
