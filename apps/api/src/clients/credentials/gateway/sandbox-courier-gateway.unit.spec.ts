import { describe, expect, it } from 'vitest';
import { DomainError } from '@parcel/domain';
import { SandboxCourierGateway } from './sandbox-courier-gateway.js';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('the sandbox courier gateway', () => {
  const gateway = new SandboxCourierGateway({ latencyMs: 1, slowMs: 300 });

  it('accepts sandbox- logins with the sandbox password and answers the same account every time', async () => {
    const login = { username: 'sandbox-hurtownia', password: 'sandbox-pass', service: 'DPD Classic' };
    const account = await gateway.checkLogin(2, login);
    expect(account).toEqual({
      client_id: expect.stringMatching(/^\d{6}$/),
      email: 'sandbox-hurtownia@dpd.sandbox.example',
      phone_number: expect.stringMatching(/^5\d{8}$/),
      contract_number: expect.stringMatching(/^SBX-DPD-\d{6}$/),
    });
    expect(await gateway.checkLogin(2, { ...login, service: 'other', password: 'sandbox-pass-2' })).toEqual(account);
    const sameday = await gateway.checkLogin(1, login);
    expect(sameday.contract_number).toMatch(/^SBX-SD-\d{6}$/);
    expect((await gateway.checkLogin(2, { ...login, username: 'sandbox-other' })).contract_number).not.toBe(account.contract_number);
  });

  it('rejects everything else', async () => {
    const cases = [
      { username: 'sandbox-hurtownia', password: 'wrong-pass', service: '' },
      { username: 'sandbox-hurtownia', password: '', service: '' },
      { username: 'hurtownia', password: 'sandbox-pass', service: '' },
      { username: 'sandbox-', password: 'sandbox-pass', service: '' },
    ];
    for (const login of cases) expect(await codeOf(gateway.checkLogin(2, login)), login.username).toBe('credential_rejected');
    expect(await codeOf(gateway.checkLogin(9, { username: 'sandbox-a', password: 'sandbox-pass', service: '' }))).toBe('credential_rejected');
  });

  it('is down for sandbox-down and slow for sandbox-slow', async () => {
    expect(await codeOf(gateway.checkLogin(2, { username: 'sandbox-down', password: 'sandbox-pass', service: '' }))).toBe('courier_unavailable');
    const started = Date.now();
    await gateway.checkLogin(2, { username: 'sandbox-slow', password: 'sandbox-pass', service: '' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('finds contacts by name, ignoring case and diacritics', async () => {
    expect((await gateway.searchContacts(1, 'RAKTAR')).map((c) => c.id)).toEqual(['SD-2001', 'SD-2002', 'SD-2003']);
    expect(await gateway.searchContacts(1, 'timișoara')).toEqual([{ id: 'SD-1003', name: 'Depozit Timișoara' }]);
    expect((await gateway.searchContacts(3, 'cargus')).length).toBe(3);
    expect(await gateway.searchContacts(2, 'depozit')).toEqual([]);
    expect(await gateway.searchContacts(1, 'nic takiego')).toEqual([]);
    expect(await codeOf(gateway.searchContacts(1, 'sandbox-down'))).toBe('courier_unavailable');
  });
});
