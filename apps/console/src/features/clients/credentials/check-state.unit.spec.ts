import { describe, expect, it } from 'vitest';
import { changedCheckedFields, checkAllowsSave, checkStatus, checkTokenFor, type CheckMode, type PassedCheck } from './check-state';

const values = { id_courier: '2', username: 'sandbox-firma', password: 'sandbox-pass', service: 'classic' };
const passedFor = (checked: typeof values): PassedCheck => ({
  values: checked,
  result: { client_id: '77', email: 'a@b.pl', phone_number: '600100200', contract_number: 'U-1', check_token: 'token-1' },
});
const create: CheckMode = { kind: 'create' };
const edit: CheckMode = { kind: 'edit', stored: { id_courier: '2', username: 'sandbox-firma', service: 'classic' } };

describe('check before save, create mode', () => {
  it('given no check, then a check is needed and Save is off', () => {
    expect(checkStatus(create, values, null)).toBe('needed');
    expect(checkAllowsSave('needed')).toBe(false);
  });

  it('given a passing check of the current values, then Save is on and its token goes along', () => {
    expect(checkStatus(create, values, passedFor(values))).toBe('passed');
    expect(checkAllowsSave('passed')).toBe(true);
    expect(checkTokenFor(values, passedFor(values))).toBe('token-1');
  });

  it.each([
    ['username', { username: 'sandbox-inna' }],
    ['password', { password: 'inne-haslo' }],
    ['service', { service: 'express' }],
    ['courier', { id_courier: '1' }],
  ])('given the %s changed after the check, then the check is stale and no token goes along', (_field, change) => {
    const current = { ...values, ...change };
    expect(checkStatus(create, current, passedFor(values))).toBe('stale');
    expect(checkAllowsSave('stale')).toBe(false);
    expect(checkTokenFor(current, passedFor(values))).toBeUndefined();
  });

  it('given only spaces around the values changed, then the check still holds (the API trims)', () => {
    expect(checkStatus(create, { ...values, username: ' sandbox-firma ' }, passedFor(values))).toBe('passed');
  });
});

describe('check before save, edit mode', () => {
  const unchanged = { ...values, password: '' };

  it('given the stored login and service and an empty password, then no check is needed', () => {
    expect(changedCheckedFields(edit.kind === 'edit' ? edit.stored : unchanged, unchanged)).toEqual([]);
    expect(checkStatus(edit, unchanged, null)).toBe('not_needed');
    expect(checkAllowsSave('not_needed')).toBe(true);
  });

  it('given a new password, then a check is needed until one passes for it', () => {
    const current = { ...unchanged, password: 'nowe-haslo' };
    expect(checkStatus(edit, current, null)).toBe('needed');
    expect(checkStatus(edit, current, passedFor(current))).toBe('passed');
    expect(checkStatus(edit, { ...current, password: 'jeszcze-inne' }, passedFor(current))).toBe('stale');
  });

  it('given a changed login, service or courier, then a check is needed', () => {
    expect(checkStatus(edit, { ...unchanged, username: 'sandbox-nowy' }, null)).toBe('needed');
    expect(checkStatus(edit, { ...unchanged, service: 'express' }, null)).toBe('needed');
    expect(checkStatus(edit, { ...unchanged, id_courier: '3' }, null)).toBe('needed');
  });

  it('given a change undone after a check, then the stored values need no check again', () => {
    const changed = { ...unchanged, username: 'sandbox-nowy' };
    expect(checkStatus(edit, unchanged, passedFor(changed))).toBe('not_needed');
  });

  it('lists what changed', () => {
    const stored = { id_courier: '2', username: 'a', service: 's' };
    expect(changedCheckedFields(stored, { id_courier: '1', username: 'b', password: 'p', service: 't' })).toEqual([
      'id_courier',
      'username',
      'password',
      'service',
    ]);
  });
});
