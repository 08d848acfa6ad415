import { DomainError, assertNever } from '../../shared/errors.js';

/**
 * An unknown client alias (spec/02 §3): the name a parcel arrived under (the
 * sender printed on a marketplace or shop label) that matched no client. It is
 * reported by an intake scan that carries `client_alias`, once per alias (a
 * reservation stream per normalized alias names its id), and an admin resolves
 * it to a client, by hand or by taking the proposed client. From then on the
 * alias names that client (ClientAliases.clientOf). Stream `client-alias-<id>`.
 */
export const ALIAS_RESOLUTION_TYPES = ['manual', 'proposition'] as const;
export type AliasResolutionType = (typeof ALIAS_RESOLUTION_TYPES)[number];

export type ClientAliasEvent =
  | {
      type: 'ClientAliasReported';
      data: { aliasId: number; alias: string; proposedClientId: number | null; reportedAt: string };
    }
  | {
      type: 'ClientAliasResolved';
      data: { aliasId: number; alias: string; clientId: number; isEmag: boolean; resolvedType: AliasResolutionType; resolvedAt: string };
    };

export type ClientAliasNameEvent = { type: 'ClientAliasNameReserved'; data: { alias: string; aliasId: number } };

export type ClientAliasState =
  | { readonly status: 'none' }
  | {
      readonly status: 'unknown' | 'resolved';
      readonly aliasId: number;
      readonly alias: string;
      readonly proposedClientId: number | null;
      readonly clientId: number | null;
      readonly isEmag: boolean;
    };

export const initialClientAliasState: ClientAliasState = { status: 'none' };

export function evolveClientAlias(state: ClientAliasState, event: ClientAliasEvent): ClientAliasState {
  switch (event.type) {
    case 'ClientAliasReported': {
      const { aliasId, alias, proposedClientId } = event.data;
      return { status: 'unknown', aliasId, alias, proposedClientId, clientId: null, isEmag: false };
    }
    case 'ClientAliasResolved':
      return state.status === 'none' ? state : { ...state, status: 'resolved', clientId: event.data.clientId, isEmag: event.data.isEmag };
    default:
      return assertNever(event);
  }
}

/** The alias as compared: inner whitespace collapsed, trimmed, lower case ("Sklep  ABC " and "sklep abc" are one alias). */
export const normalizeAlias = (alias: string): string => alias.trim().replace(/\s+/g, ' ').toLowerCase();

/** The longest alias kept (a label's sender line). */
export const MAX_ALIAS_LENGTH = 120;

export function decideReportAlias(
  state: ClientAliasState,
  input: { aliasId: number; alias: string; proposedClientId: number | null; reportedAt: string },
): ClientAliasEvent[] {
  if (state.status !== 'none') return [];
  const alias = input.alias.trim().replace(/\s+/g, ' ');
  if (!alias) throw new DomainError('client_alias_empty');
  return [{ type: 'ClientAliasReported', data: { ...input, alias } }];
}

/**
 * PUT unknown_client_alias: the alias now names the client. `proposition`
 * takes the proposed client and must name it (422 on client_id otherwise);
 * the client must exist and be active (the handler says so). Resolving again
 * to the same client and flag records nothing; to another client moves the alias.
 */
export function decideResolveAlias(
  state: ClientAliasState,
  input: { clientId: number; isEmag: boolean; resolvedType: AliasResolutionType; clientActive: boolean; resolvedAt: string },
): ClientAliasEvent[] {
  if (state.status === 'none') throw new DomainError('client_alias_not_found');
  if (!input.clientActive) throw new DomainError('client_alias_client_unknown');
  if (input.resolvedType === 'proposition' && state.proposedClientId !== input.clientId) throw new DomainError('client_alias_not_proposed');
  if (state.status === 'resolved' && state.clientId === input.clientId && state.isEmag === input.isEmag) return [];
  const { clientActive: _, ...data } = input;
  return [{ type: 'ClientAliasResolved', data: { aliasId: state.aliasId, alias: state.alias, ...data } }];
}
