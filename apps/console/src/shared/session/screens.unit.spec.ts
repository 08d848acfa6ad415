import { describe, expect, it } from 'vitest';
import { ROLES } from '@parcel/domain';
import { mayOpen, menuOf } from './screens';

describe('menu per role', () => {
  it('given an admin, then the users screen is in the menu', () => {
    expect(menuOf(ROLES.admin)).toEqual(['dashboard', 'users', 'profile']);
  });

  it('given a warehouse worker or a client, then no users screen, in the menu or by address', () => {
    for (const role of [ROLES.warehouse_worker, ROLES.client]) {
      expect(menuOf(role)).not.toContain('users');
      expect(mayOpen(role, 'users')).toBe(false);
      expect(mayOpen(role, 'profile')).toBe(true);
    }
  });
});
