import { describe, expect, it } from 'vitest';
import {
  addCourierCredential,
  changeCourierCredential,
  pinCredential,
  recordCredentialCheck,
  removeCourierCredential,
  reuseCredential,
  unpinCredential,
} from './courier-credentials.js';
import { clientId, courierCredential, created, credentialAdded, given, pinned, thenError } from './client-fixtures.testing.js';

const unpinned = (credentialId: string) => ({ type: 'CourierCredentialUnpinned', data: { clientId, credentialId } });
const change = (over: Parameters<typeof courierCredential>[0], flags: { passwordChanged?: boolean; checkPassed?: boolean; assign?: boolean } = {}) => ({
  credentialId: 'c1',
  credential: courierCredential(over),
  passwordChanged: flags.passwordChanged ?? false,
  checkPassed: flags.checkPassed ?? false,
  assign: flags.assign ?? false,
});

describe('courier credential decider', () => {
  it('given a client, when a checked credential is added, then CourierCredentialAdded', () => {
    expect(addCourierCredential(given(created), { credentialId: 'c1', credential: courierCredential(), checkPassed: true, assign: false })).toEqual([
      credentialAdded('c1'),
    ]);
  });

  it('given a client, when an unchecked credential is added, then credential_check_required', () => {
    thenError(
      () => addCourierCredential(given(created), { credentialId: 'c1', credential: courierCredential(), checkPassed: false, assign: false }),
      'credential_check_required',
    );
  });

  it('given a main credential, when another is added with assign, then the old main is unpinned and the new one pinned', () => {
    const state = given(created, credentialAdded('c0'), pinned('c0'));
    expect(addCourierCredential(state, { credentialId: 'c1', credential: courierCredential(), checkPassed: true, assign: true })).toEqual([
      credentialAdded('c1'),
      unpinned('c0'),
      pinned('c1'),
    ]);
  });

  it('given no main credential, when one is added with assign, then it is pinned', () => {
    const events = addCourierCredential(given(created), { credentialId: 'c1', credential: courierCredential(), checkPassed: true, assign: true });
    expect(events).toEqual([credentialAdded('c1'), pinned('c1')]);
  });

  it('given a credential, when only note and comment change, then no check is needed', () => {
    expect(changeCourierCredential(given(created, credentialAdded('c1')), change({ note: 'n', comment: 'k' }))).toEqual([
      { type: 'CourierCredentialChanged', data: { clientId, credentialId: 'c1', credential: courierCredential({ note: 'n', comment: 'k' }) } },
    ]);
  });

  it('given a credential, when username, service, courier or password change without a passing check, then credential_check_required', () => {
    const state = given(created, credentialAdded('c1'));
    thenError(() => changeCourierCredential(state, change({ username: 'sandbox-other' })), 'credential_check_required');
    thenError(() => changeCourierCredential(state, change({ service: 'other' })), 'credential_check_required');
    thenError(() => changeCourierCredential(state, change({ courierId: 1 })), 'credential_check_required');
    thenError(() => changeCourierCredential(state, change({ passwordCipher: 'v1:x:y:z' }, { passwordChanged: true })), 'credential_check_required');
  });

  it('given a credential, when the login changes with a passing check, then CourierCredentialChanged', () => {
    const state = given(created, credentialAdded('c1'));
    const events = changeCourierCredential(state, change({ username: 'sandbox-other', passwordCipher: 'v1:x:y:z' }, { passwordChanged: true, checkPassed: true }));
    expect(events[0]!.data).toMatchObject({ credential: { username: 'sandbox-other', passwordCipher: 'v1:x:y:z' } });
  });

  it('given a credential, when saved with the password kept, then the stored ciphertext stays whatever came in', () => {
    const state = given(created, credentialAdded('c1'));
    expect(changeCourierCredential(state, change({ passwordCipher: 'v1:re:encrypted:same' }))).toEqual([]);
    const events = changeCourierCredential(state, change({ note: 'x', passwordCipher: 'v1:re:encrypted:same' }));
    expect(events[0]!.data).toMatchObject({ credential: { passwordCipher: 'v1:iv:tag:aaaa' } });
  });

  it('given a credential, when saved unchanged, then nothing; with assign, then it is pinned', () => {
    const state = given(created, credentialAdded('c0'), pinned('c0'), credentialAdded('c1'));
    expect(changeCourierCredential(state, change({}))).toEqual([]);
    expect(changeCourierCredential(state, change({}, { assign: true }))).toEqual([unpinned('c0'), pinned('c1')]);
  });

  it('given a main credential, when changed or removed, then credential_protected', () => {
    const state = given(created, credentialAdded('c1'), pinned('c1'));
    thenError(() => changeCourierCredential(state, change({ note: 'x' })), 'credential_protected');
    thenError(() => removeCourierCredential(state, { credentialId: 'c1' }), 'credential_protected');
  });

  it('given no such credential, then credential_not_found', () => {
    const state = given(created);
    thenError(() => changeCourierCredential(state, change({})), 'credential_not_found');
    thenError(() => removeCourierCredential(state, { credentialId: 'c1' }), 'credential_not_found');
    thenError(() => pinCredential(state, { credentialId: 'c1' }), 'credential_not_found');
    thenError(() => unpinCredential(state, { credentialId: 'c1' }), 'credential_not_found');
    thenError(() => recordCredentialCheck(state, { credentialId: 'c1', passed: true, contractNumber: null, checkedAt: '2026-01-01T00:00:00.000Z' }), 'credential_not_found');
  });

  it('given a credential, when removed, then CourierCredentialRemoved', () => {
    expect(removeCourierCredential(given(created, credentialAdded('c1')), { credentialId: 'c1' })).toEqual([
      { type: 'CourierCredentialRemoved', data: { clientId, credentialId: 'c1' } },
    ]);
  });

  it('given a credential, when checked, then the verdict is recorded (passed or not)', () => {
    const state = given(created, credentialAdded('c1'));
    expect(recordCredentialCheck(state, { credentialId: 'c1', passed: true, contractNumber: 'C-9', checkedAt: '2026-01-01T00:00:00.000Z' })).toEqual([
      { type: 'CourierCredentialChecked', data: { clientId, credentialId: 'c1', passed: true, contractNumber: 'C-9', checkedAt: '2026-01-01T00:00:00.000Z' } },
    ]);
    expect(recordCredentialCheck(state, { credentialId: 'c1', passed: false, contractNumber: null, checkedAt: '2026-01-01T00:00:00.000Z' })[0]!.data).toMatchObject({
      passed: false,
    });
  });

  it('given two credentials with the first main, when the second is pinned, then the first is unpinned (one main per client)', () => {
    const state = given(created, credentialAdded('c0'), pinned('c0'), credentialAdded('c1'));
    expect(pinCredential(state, { credentialId: 'c1' })).toEqual([unpinned('c0'), pinned('c1')]);
    expect(pinCredential(given(created, credentialAdded('c1')), { credentialId: 'c1' })).toEqual([pinned('c1')]);
  });

  it('given a main credential, when pinned again, then nothing', () => {
    expect(pinCredential(given(created, credentialAdded('c1'), pinned('c1')), { credentialId: 'c1' })).toEqual([]);
  });

  it('given a main credential, when unpinned, then CourierCredentialUnpinned and it can be changed again', () => {
    const state = given(created, credentialAdded('c1'), pinned('c1'));
    const events = unpinCredential(state, { credentialId: 'c1' });
    expect(events).toEqual([unpinned('c1')]);
    expect(removeCourierCredential(given(created, credentialAdded('c1'), pinned('c1'), ...events), { credentialId: 'c1' })).toHaveLength(1);
  });

  it('given a credential that is not main, when unpinned, then credential_not_main', () => {
    thenError(() => unpinCredential(given(created, credentialAdded('c1')), { credentialId: 'c1' }), 'credential_not_main');
  });

  it('given a target client, when another client\'s credential is reused, then it is added under the new id, not main', () => {
    const state = given(created);
    const events = reuseCredential(state, { credentialId: 'c9', credential: courierCredential({ username: 'sandbox-src' }) });
    expect(events).toEqual([credentialAdded('c9', { username: 'sandbox-src' })]);
  });

  it('given no client, then every credential command refuses with client_not_found', () => {
    const none = given();
    thenError(() => addCourierCredential(none, { credentialId: 'c1', credential: courierCredential(), checkPassed: true, assign: false }), 'client_not_found');
    thenError(() => changeCourierCredential(none, change({})), 'client_not_found');
    thenError(() => recordCredentialCheck(none, { credentialId: 'c1', passed: true, contractNumber: null, checkedAt: 'x' }), 'client_not_found');
    thenError(() => removeCourierCredential(none, { credentialId: 'c1' }), 'client_not_found');
    thenError(() => pinCredential(none, { credentialId: 'c1' }), 'client_not_found');
    thenError(() => unpinCredential(none, { credentialId: 'c1' }), 'client_not_found');
    thenError(() => reuseCredential(none, { credentialId: 'c1', credential: courierCredential() }), 'client_not_found');
  });
});
