import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import {
  decideReportAlias,
  decideResolveAlias,
  evolveClientAlias,
  initialClientAliasState,
  normalizeAlias,
  type ClientAliasEvent,
  type ClientAliasState,
} from './client-alias.js';

const NOW = '2026-11-26T11:00:00.000Z';
const given = (...events: ClientAliasEvent[]): ClientAliasState => events.reduce(evolveClientAlias, initialClientAliasState);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};
const reported = (): ClientAliasEvent =>
  decideReportAlias(initialClientAliasState, { aliasId: 4, alias: '  Sklep   ABC ', proposedClientId: 7, reportedAt: NOW })[0]!;
const resolve = { clientId: 7, isEmag: true, resolvedType: 'proposition' as const, clientActive: true, resolvedAt: NOW };

describe('unknown client aliases', () => {
  it('given nothing, when reported, then the alias with single spaces and the proposed client', () => {
    expect(reported()).toEqual({
      type: 'ClientAliasReported',
      data: { aliasId: 4, alias: 'Sklep ABC', proposedClientId: 7, reportedAt: NOW },
    });
    expect(normalizeAlias('  Sklep   ABC ')).toBe('sklep abc');
  });

  it('given a reported alias, when reported again, then nothing', () => {
    expect(decideReportAlias(given(reported()), { aliasId: 4, alias: 'Sklep ABC', proposedClientId: null, reportedAt: NOW })).toEqual([]);
  });

  it('given a reported alias, when resolved by the proposition, then it names the client', () => {
    expect(decideResolveAlias(given(reported()), resolve)).toEqual([
      {
        type: 'ClientAliasResolved',
        data: { aliasId: 4, alias: 'Sklep ABC', clientId: 7, isEmag: true, resolvedType: 'proposition', resolvedAt: NOW },
      },
    ]);
  });

  it('given a proposition of another client, then client_alias_not_proposed; by hand any active client', () => {
    expect(codeOf(() => decideResolveAlias(given(reported()), { ...resolve, clientId: 8 }))).toBe('client_alias_not_proposed');
    expect(decideResolveAlias(given(reported()), { ...resolve, clientId: 8, resolvedType: 'manual' })).toHaveLength(1);
  });

  it('given an inactive client, then client_alias_client_unknown; no alias, client_alias_not_found', () => {
    expect(codeOf(() => decideResolveAlias(given(reported()), { ...resolve, clientActive: false }))).toBe('client_alias_client_unknown');
    expect(codeOf(() => decideResolveAlias(initialClientAliasState, resolve))).toBe('client_alias_not_found');
  });

  it('given a resolved alias, when resolved the same way, then nothing; to another client, moved', () => {
    const state = given(reported(), ...decideResolveAlias(given(reported()), resolve));
    expect(decideResolveAlias(state, resolve)).toEqual([]);
    expect(decideResolveAlias(state, { ...resolve, clientId: 9, resolvedType: 'manual' })[0]!.data).toMatchObject({ clientId: 9 });
  });
});
