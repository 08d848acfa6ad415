import { z } from 'zod';
import { dataTableRequest } from './data-table.js';
import { emailField, flag, passwordField, passwordPair } from './validation.js';

export const roleField = z.union([z.literal(0), z.literal(1), z.literal(3)], { error: 'invalid_value' });
/** Roles the users screen may give (clients get their logins from client management). */
export const staffRoleField = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: 'invalid_value' }));

export const loginRequest = z.object({ email: emailField, password: z.string().min(1).min(6, { error: 'password_too_short' }).max(200) });
export type LoginRequest = z.output<typeof loginRequest>;

export const workstationView = z
  .object({
    id: z.string(),
    code: z.string(),
    type: z.object({ id: z.string(), name: z.string(), code: z.string() }),
    warehouse: z.object({ id: z.string(), name: z.string() }),
  })
  .nullable();

export const loginResponse = z.object({
  token: z.string(),
  id: z.string(),
  email: z.string(),
  role: roleField,
  workstation: workstationView,
});
export type LoginResponse = z.output<typeof loginResponse>;

export const whoamiResponse = z.object({ id: z.string(), email: z.string(), role: roleField, workstation: workstationView });
export type WhoamiResponse = z.output<typeof whoamiResponse>;

export const registerRequest = passwordPair.and(z.object({ email: emailField }));
/** PUT user/password: the current password too (a wrong one: 422 invalid_current_password). */
export const changePasswordRequest = passwordPair.and(z.object({ current_password: z.string().min(1).max(200) }));
export const recoverRequest = z.object({ email: emailField });
export const resetPasswordRequest = passwordPair.and(z.object({ token: z.string().min(16).max(200) }));

export const userIdField = z.string().uuid({ error: 'invalid_value' });
export const createUserRequest = z.object({ email: emailField, role: staffRoleField });
export const updateUserRequest = z.object({ id: userIdField, email: emailField, role: staffRoleField });
export const userIdRequest = z.object({ id: userIdField });
export const employeesEmailsRequest = z.object({ roles: z.array(z.coerce.number().pipe(roleField)).min(1).max(3) });

export const userView = z.object({
  id: z.string(),
  email: z.string(),
  role: roleField,
  email_verified_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  workstation: workstationView,
});
export type UserView = z.output<typeof userView>;

/**
 * POST users/data and users/data/deleted: the table protocol, and `unconfirmed` (not in the spec: the dashboard's
 * figure, docs/dashboard.md): only users who never confirmed their invitation (e-mail not verified).
 */
export const usersListRequest = dataTableRequest.extend({ unconfirmed: flag.default(false) });
export type UsersListRequest = z.output<typeof usersListRequest>;

export const userRow = z.object({ id: z.string(), email: z.string(), role: roleField, email_verified_at: z.string().nullable() });
export type UserRow = z.output<typeof userRow>;

export const employeeEmail = z.object({ id: z.string(), email: z.string(), role: roleField });
export type EmployeeEmail = z.output<typeof employeeEmail>;

export { passwordField };
/** The answer of a command that only reports what happened (e.g. user_updated). */
export const messageResponse = z.object({ message: z.string() });
export const createdUserResponse = z.object({ id: z.string(), email: z.string(), role: roleField });
