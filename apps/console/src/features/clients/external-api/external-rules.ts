import { createExternalCredentialRequest } from '@parcel/contracts';
import { EXTERNAL_API_TYPES, EXTERNAL_TYPES_WITH_LOGIN, MARKETPLACE_TYPES, type ExternalApiType } from '@parcel/domain';

/**
 * Which fields an external API credential needs, by type (spec/01 §5):
 * marketplace types (emag_*) get a generated username and, when left empty,
 * a generated password; the other login types need both; 'another' neither.
 */

export const isExternalType = (type: string): type is ExternalApiType => (EXTERNAL_API_TYPES as readonly string[]).includes(type);
export const isMarketplace = (type: string): boolean => isExternalType(type) && MARKETPLACE_TYPES.includes(type);
/** A username and a password typed by the admin are required (login types that are not marketplaces). */
export const needsTypedLogin = (type: string): boolean => isExternalType(type) && EXTERNAL_TYPES_WITH_LOGIN.includes(type) && !isMarketplace(type);

export interface ExternalDraft {
  readonly type: string;
  readonly username: string;
  readonly password: string;
}

export type ExternalProblem = { readonly field: 'type' | 'username' | 'password'; readonly code: 'required' } | null;

/**
 * What stops a save: no type; for a login type an empty username, or an empty
 * password on create (on edit an empty password keeps the stored one).
 */
export function externalProblem(draft: ExternalDraft, mode: 'create' | 'edit'): ExternalProblem {
  if (!isExternalType(draft.type)) return { field: 'type', code: 'required' };
  if (needsTypedLogin(draft.type)) {
    if (draft.username.trim() === '') return { field: 'username', code: 'required' };
    if (mode === 'create' && draft.password.trim() === '') return { field: 'password', code: 'required' };
  }
  return null;
}

/** The form: the API's create contract plus the rule above (its code on the field it concerns). */
export const externalFormSchema = (mode: 'create' | 'edit') =>
  createExternalCredentialRequest.superRefine((draft, context) => {
    const problem = externalProblem(draft, mode);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
  });
