export const ROLES = { admin: 0, warehouse_worker: 1, client: 3 } as const;
export type RoleName = keyof typeof ROLES;
export type Role = (typeof ROLES)[RoleName];
export const ALL_ROLES: readonly Role[] = [ROLES.admin, ROLES.warehouse_worker, ROLES.client];
/** Roles an admin may give a user from the users screen (clients get logins through client management). */
export const STAFF_ROLES: readonly Role[] = [ROLES.admin, ROLES.warehouse_worker];

export function isRole(value: unknown): value is Role {
  return ALL_ROLES.includes(value as Role);
}

export function isStaff(role: Role): boolean {
  return role < ROLES.client;
}
