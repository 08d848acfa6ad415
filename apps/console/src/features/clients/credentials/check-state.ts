import type { checkCredentialResponse } from '@parcel/contracts';
import type { z } from 'zod';

/**
 * When a courier credential needs a check before it may be saved (spec/01 §2,
 * §4): the courier, login, password and service are what the courier checks;
 * a passing check proves exactly the values it checked (its token is bound to
 * them), so a change of any of them afterwards needs a new check.
 *
 * - Create: Save only after a passing check of the current values.
 * - Edit: the stored values need no check; a changed courier, login or service,
 *   or a typed password (empty keeps the stored one), needs a passing check of
 *   the current values.
 */

export interface CheckedValues {
  readonly id_courier: string;
  readonly username: string;
  readonly password: string;
  readonly service: string;
}

/** What the courier answered to a passing check. */
export type CheckResult = z.output<typeof checkCredentialResponse>;

export interface PassedCheck {
  readonly values: CheckedValues;
  readonly result: CheckResult;
}

export type CheckMode = { readonly kind: 'create' } | { readonly kind: 'edit'; readonly stored: Omit<CheckedValues, 'password'> };

/**
 * - not_needed: edit with the stored courier, login, service and no new password;
 * - needed: nothing checked yet (or the last check was rejected);
 * - passed: the last passing check is of the current values;
 * - stale: something changed since the last passing check.
 */
export type CheckStatus = 'not_needed' | 'needed' | 'passed' | 'stale';

/** The values as the API sees them (it trims text). */
export function normalized(values: CheckedValues): CheckedValues {
  return {
    id_courier: String(values.id_courier).trim(),
    username: values.username.trim(),
    password: values.password.trim(),
    service: values.service.trim(),
  };
}

export function sameCheckedValues(a: CheckedValues, b: CheckedValues): boolean {
  const x = normalized(a);
  const y = normalized(b);
  return x.id_courier === y.id_courier && x.username === y.username && x.password === y.password && x.service === y.service;
}

/** The checked fields that differ from the stored credential (edit); a non-empty password counts as changed. */
export function changedCheckedFields(stored: Omit<CheckedValues, 'password'>, current: CheckedValues): (keyof CheckedValues)[] {
  const now = normalized(current);
  const changed: (keyof CheckedValues)[] = [];
  if (now.id_courier !== String(stored.id_courier).trim()) changed.push('id_courier');
  if (now.username !== stored.username.trim()) changed.push('username');
  if (now.password !== '') changed.push('password');
  if (now.service !== stored.service.trim()) changed.push('service');
  return changed;
}

export function checkStatus(mode: CheckMode, current: CheckedValues, passed: PassedCheck | null): CheckStatus {
  if (mode.kind === 'edit' && changedCheckedFields(mode.stored, current).length === 0) return 'not_needed';
  if (!passed) return 'needed';
  return sameCheckedValues(passed.values, current) ? 'passed' : 'stale';
}

/** Save is allowed by the check rule (the form's own validity is checked apart). */
export function checkAllowsSave(status: CheckStatus): boolean {
  return status === 'not_needed' || status === 'passed';
}

/** The check_token that goes with the save: the passing check of the current values, when there is one. */
export function checkTokenFor(current: CheckedValues, passed: PassedCheck | null): string | undefined {
  return passed && sameCheckedValues(passed.values, current) ? passed.result.check_token : undefined;
}
