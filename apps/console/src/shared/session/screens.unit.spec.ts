import { describe, expect, it } from 'vitest';
import { ROLES } from '@parcel/domain';
import { mayOpen, menuOf } from './screens';

describe('menu per role', () => {
  it('given an admin, then users and clients are in the menu, not the company view', () => {
    expect(menuOf(ROLES.admin)).toEqual(['dashboard', 'users', 'clients', 'statuses', 'deadLetters', 'profile', 'downloads']);
    expect(mayOpen(ROLES.admin, 'company')).toBe(false);
  });

  it('given a warehouse worker or a client, then no users or clients screens, in the menu or by address', () => {
    for (const role of [ROLES.warehouse_worker, ROLES.client]) {
      expect(menuOf(role)).not.toContain('users');
      expect(mayOpen(role, 'users')).toBe(false);
      expect(mayOpen(role, 'clients')).toBe(false);
      expect(mayOpen(role, 'deadLetters')).toBe(false);
      expect(mayOpen(role, 'statuses')).toBe(false);
      expect(mayOpen(role, 'downloads')).toBe(false);
      expect(mayOpen(role, 'profile')).toBe(true);
    }
  });

  it('given a client, then its own company is in the menu; staff do not see it', () => {
    expect(menuOf(ROLES.client)).toEqual(['dashboard', 'company', 'profile']);
    expect(mayOpen(ROLES.warehouse_worker, 'company')).toBe(false);
  });
});
