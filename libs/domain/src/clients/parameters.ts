import { isEmailAddress } from '../shared/email.js';
import { DomainError, assertNever } from '../shared/errors.js';
import { SENDING_SHIPMENTS_BLOCK, parameterTypeById, type ParameterType } from './catalogues.js';
import type { ClientEvent } from './client.events.js';
import { existingClient, type ClientState, type ParameterState } from './client.js';

/**
 * Additional parameters: one per type per client, values checked against the
 * type's kind. The SENDING_SHIPMENTS_BLOCK parameter is the dispatch block: it
 * is recorded as ClientDispatchBlocked / ClientDispatchUnblocked, always 'true'.
 */

export interface ParameterValue {
  readonly value: string;
  readonly hiddenValue: string | null;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

// A Map: a value such as 'constructor' must not find an inherited member.
const BOOLEAN_VALUES = new Map<string, 'true' | 'false'>([
  ['true', 'true'],
  ['false', 'false'],
  ['1', 'true'],
  ['0', 'false'],
]);

const invalid = (type: ParameterType, reason: string): DomainError =>
  new DomainError('parameter_value_invalid', { code: type.code, reason });

/**
 * Checks a value against its type and answers what is stored: the type's
 * default when no value is given, hidden_value only for the contact kind.
 */
export function parameterValueOf(type: ParameterType, value?: string | null, hiddenValue?: string | null): ParameterValue {
  const given = value === undefined || value === null || value === '' ? type.defaultValue : value;
  const kind = type.kind;
  switch (kind) {
    case 'boolean': {
      // Stored as 'true' / 'false'; 1/0 and any letter case mean the same.
      const stored = given === null ? undefined : BOOLEAN_VALUES.get(given.trim().toLowerCase());
      if (stored === undefined) throw invalid(type, 'boolean');
      return { value: stored, hiddenValue: null };
    }
    case 'select':
      if (given === null || !(type.options ?? []).includes(given)) throw invalid(type, 'option');
      return { value: given, hiddenValue: null };
    case 'number':
      if (given === null || !NUMBER.test(given)) throw invalid(type, 'number');
      if (type.min !== undefined && Number(given) < type.min) throw invalid(type, 'min');
      return { value: given, hiddenValue: null };
    case 'text':
      if (given === null || given.trim() === '') throw invalid(type, 'required');
      if (type.format === 'email' && !isEmailAddress(given.trim())) throw invalid(type, 'email');
      return { value: given, hiddenValue: null };
    case 'contact':
      // A contact chosen by search: its name AND its id at the courier.
      if (given === null || given.trim() === '') throw invalid(type, 'required');
      if (hiddenValue === undefined || hiddenValue === null || hiddenValue.trim() === '') throw invalid(type, 'contact_id');
      return { value: given, hiddenValue };
    default:
      return assertNever(kind);
  }
}

function parameterOf(parameters: readonly ParameterState[], parameterId: string): ParameterState {
  const parameter = parameters.find((p) => p.id === parameterId);
  if (!parameter) throw new DomainError('parameter_not_found');
  return parameter;
}

export function defineParameter(
  state: ClientState,
  command: { parameterId: string; typeId: number; value?: string | null; hiddenValue?: string | null },
): ClientEvent[] {
  const client = existingClient(state);
  const type = parameterTypeById(command.typeId);
  if (!type) throw new DomainError('parameter_type_not_found', { typeId: command.typeId });
  const { clientId } = client;
  const { parameterId } = command;
  const taken = client.parameters.some((p) => p.typeId === type.id);
  if (type.code === SENDING_SHIPMENTS_BLOCK) {
    // The block has no value of its own: defining it blocks dispatch ('true').
    if (taken) throw new DomainError('dispatch_already_blocked');
    return [{ type: 'ClientDispatchBlocked', data: { clientId, parameterId } }];
  }
  if (taken) throw new DomainError('parameter_type_taken', { typeId: type.id });
  const { value, hiddenValue } = parameterValueOf(type, command.value, command.hiddenValue);
  return [{ type: 'ClientParameterDefined', data: { clientId, parameterId, typeId: type.id, code: type.code, value, hiddenValue } }];
}

export function changeParameter(
  state: ClientState,
  command: { parameterId: string; value: string | null; hiddenValue?: string | null },
): ClientEvent[] {
  const client = existingClient(state);
  const parameter = parameterOf(client.parameters, command.parameterId);
  const type = parameterTypeById(parameter.typeId);
  if (!type) throw new DomainError('parameter_type_not_found', { typeId: parameter.typeId });
  if (!type.editable || type.code === SENDING_SHIPMENTS_BLOCK) throw new DomainError('parameter_not_editable', { code: type.code });
  const { value, hiddenValue } = parameterValueOf(type, command.value, command.hiddenValue);
  if (value === parameter.value && hiddenValue === parameter.hiddenValue) return [];
  return [{ type: 'ClientParameterChanged', data: { clientId: client.clientId, parameterId: parameter.id, value, hiddenValue } }];
}

/** Removing the SENDING_SHIPMENTS_BLOCK parameter unblocks dispatch. */
export function removeParameter(state: ClientState, command: { parameterId: string }): ClientEvent[] {
  const client = existingClient(state);
  const parameter = parameterOf(client.parameters, command.parameterId);
  const data = { clientId: client.clientId, parameterId: parameter.id };
  if (parameter.code === SENDING_SHIPMENTS_BLOCK) return [{ type: 'ClientDispatchUnblocked', data }];
  return [{ type: 'ClientParameterRemoved', data }];
}
