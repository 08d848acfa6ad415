import { describe, expect, it } from 'vitest';
import { PARAMETER_TYPES, isEmailParameter, parameterTypeByCode } from './catalogues.js';
import type { ClientEvent } from './client.events.js';
import { SENDING_SHIPMENTS_BLOCK_TYPE_ID, existingClient } from './client.js';
import { changeParameter, defineParameter, parameterValueOf, removeParameter } from './parameters.js';
import { clientId, created, given, parameterDefined, thenError } from './client-fixtures.testing.js';

const typeId = (code: string): number => parameterTypeByCode(code)!.id;
const type = (code: string) => parameterTypeByCode(code)!;
const dispatchBlocked = { type: 'ClientDispatchBlocked', data: { clientId, parameterId: 'b1' } } as const;

describe('parameter values', () => {
  it('booleans: true or false, default true', () => {
    expect(parameterValueOf(type('INVOICING_BLOCK'))).toEqual({ value: 'true', hiddenValue: null });
    expect(parameterValueOf(type('INVOICING_BLOCK'), 'false')).toEqual({ value: 'false', hiddenValue: null });
    thenError(() => parameterValueOf(type('INVOICING_BLOCK'), 'yes'), 'parameter_value_invalid');
  });

  it('booleans: given 1/0 or true/false in any case, then stored as true/false', () => {
    for (const [given, stored] of [['1', 'true'], ['0', 'false'], ['TRUE', 'true'], [' False ', 'false'], ['true', 'true']] as const) {
      expect(parameterValueOf(type('INVOICING_BLOCK'), given), given).toEqual({ value: stored, hiddenValue: null });
    }
    for (const odd of ['2', 'constructor', '__proto__', 'yes']) thenError(() => parameterValueOf(type('INVOICING_BLOCK'), odd), 'parameter_value_invalid');
  });

  it('selects: one of the options, default the first', () => {
    expect(parameterValueOf(type('INVOICE_CURRENCY')).value).toBe('PLN');
    expect(parameterValueOf(type('INVOICE_CURRENCY'), 'EUR').value).toBe('EUR');
    expect(parameterValueOf(type('CLIENT_DEFAULT_LABEL_FILE_TYPE'), 'zpl').value).toBe('zpl');
    expect(parameterValueOf(type('INVOICING_VAT_RATE'), 'np').value).toBe('np');
    expect(parameterValueOf(type('SHIPMENT_COUNT_VOLUME'), 'C').value).toBe('C');
    expect(parameterValueOf(type('ACCOUNT_PERIOD'), 'half_monthly').value).toBe('half_monthly');
    thenError(() => parameterValueOf(type('INVOICE_CURRENCY'), 'USD'), 'parameter_value_invalid');
    thenError(() => parameterValueOf(type('ACCOUNT_PERIOD'), 'yearly'), 'parameter_value_invalid');
  });

  it('numbers: a number >= min, SIDE_FORMULA_LIMIT defaults to 300', () => {
    expect(parameterValueOf(type('SIDE_FORMULA_LIMIT')).value).toBe('300');
    expect(parameterValueOf(type('SIDE_FORMULA_LIMIT'), '0').value).toBe('0');
    expect(parameterValueOf(type('SIDE_FORMULA_LIMIT'), '250.5').value).toBe('250.5');
    thenError(() => parameterValueOf(type('SIDE_FORMULA_LIMIT'), '-1'), 'parameter_value_invalid');
    thenError(() => parameterValueOf(type('SIDE_FORMULA_LIMIT'), 'abc'), 'parameter_value_invalid');
    thenError(() => parameterValueOf(type('SIDE_FORMULA_LIMIT'), '1e3'), 'parameter_value_invalid');
  });

  it('texts: not empty (no default)', () => {
    expect(parameterValueOf(type('EMAG_NAME'), 'Łódź shop')).toEqual({ value: 'Łódź shop', hiddenValue: null });
    thenError(() => parameterValueOf(type('EMAG_NAME')), 'parameter_value_invalid');
    thenError(() => parameterValueOf(type('EMAG_NAME'), '   '), 'parameter_value_invalid');
  });

  it('the invoice e-mail (INVOICING_EMAIL_ADDRESS) must be an e-mail address', () => {
    expect(isEmailParameter('INVOICING_EMAIL_ADDRESS')).toBe(true);
    expect(isEmailParameter('EMAG_NAME')).toBe(false);
    expect(parameterValueOf(type('INVOICING_EMAIL_ADDRESS'), 'faktury@sklep-ania.pl').value).toBe('faktury@sklep-ania.pl');
    for (const wrong of ['faktury', 'faktury@sklep', 'a b@sklep.pl', `${'x'.repeat(65)}@sklep.pl`]) {
      thenError(() => parameterValueOf(type('INVOICING_EMAIL_ADDRESS'), wrong), 'parameter_value_invalid');
    }
    // Other text parameters stay free text.
    expect(parameterValueOf(type('FAKTUROWNIA_ID'), 'abc').value).toBe('abc');
  });

  it('contacts: a name AND its hidden contact id', () => {
    expect(parameterValueOf(type('ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME'), 'Ion Popescu', '123')).toEqual({ value: 'Ion Popescu', hiddenValue: '123' });
    thenError(() => parameterValueOf(type('ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME'), 'Ion Popescu'), 'parameter_value_invalid');
    thenError(() => parameterValueOf(type('ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME'), 'Ion Popescu', ''), 'parameter_value_invalid');
    thenError(() => parameterValueOf(type('ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME'), '', '123'), 'parameter_value_invalid');
  });

  it('a hidden value is kept only for contacts', () => {
    expect(parameterValueOf(type('EMAG_NAME'), 'x', '123').hiddenValue).toBeNull();
  });

  it('every type of the catalogue has a valid default or refuses an empty value', () => {
    for (const t of PARAMETER_TYPES) {
      if (t.defaultValue === null) thenError(() => parameterValueOf(t), 'parameter_value_invalid');
      else expect(parameterValueOf(t).value).toBe(t.defaultValue);
    }
  });
});

describe('parameter decider', () => {
  it('given a client, when a parameter is defined without a value, then it gets the default', () => {
    expect(defineParameter(given(created), { parameterId: 'p1', typeId: typeId('INVOICING_BLOCK') })).toEqual([
      parameterDefined('p1', 2, 'INVOICING_BLOCK', 'true'),
    ]);
  });

  it('given a client, when a contact parameter is defined, then its hidden value is kept', () => {
    const events = defineParameter(given(created), { parameterId: 'p1', typeId: 12, value: 'Ion', hiddenValue: '55' });
    expect(events).toEqual([parameterDefined('p1', 12, 'ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME', 'Ion', '55')]);
  });

  it('given a client, when an unknown type is defined, then parameter_type_not_found', () => {
    thenError(() => defineParameter(given(created), { parameterId: 'p1', typeId: 99 }), 'parameter_type_not_found');
  });

  it('given a parameter of a type, when another of that type is defined, then parameter_type_taken', () => {
    const state = given(created, parameterDefined('p1', 10, 'ACCOUNT_PERIOD', 'monthly'));
    thenError(() => defineParameter(state, { parameterId: 'p2', typeId: 10, value: 'weekly' }), 'parameter_type_taken');
  });

  it('given a client, when a parameter with a wrong value is defined, then parameter_value_invalid', () => {
    thenError(() => defineParameter(given(created), { parameterId: 'p1', typeId: 10, value: 'daily' }), 'parameter_value_invalid');
  });

  it('given no client, then every parameter command refuses with client_not_found', () => {
    thenError(() => defineParameter(given(), { parameterId: 'p1', typeId: 2 }), 'client_not_found');
    thenError(() => changeParameter(given(), { parameterId: 'p1', value: 'x' }), 'client_not_found');
    thenError(() => removeParameter(given(), { parameterId: 'p1' }), 'client_not_found');
  });

  it('given a client, when SENDING_SHIPMENTS_BLOCK is defined, then dispatch is blocked (whatever value was sent)', () => {
    expect(defineParameter(given(created), { parameterId: 'b1', typeId: 1, value: 'false' })).toEqual([dispatchBlocked]);
    expect(defineParameter(given(created), { parameterId: 'b1', typeId: SENDING_SHIPMENTS_BLOCK_TYPE_ID })).toEqual([dispatchBlocked]);
    expect(existingClient(given(created, dispatchBlocked)).parameters).toEqual([
      { id: 'b1', typeId: SENDING_SHIPMENTS_BLOCK_TYPE_ID, code: 'SENDING_SHIPMENTS_BLOCK', value: 'true', hiddenValue: null },
    ]);
  });

  it('given blocked dispatch, when blocked again, then dispatch_already_blocked', () => {
    thenError(() => defineParameter(given(created, dispatchBlocked), { parameterId: 'b2', typeId: 1 }), 'dispatch_already_blocked');
  });

  it('given blocked dispatch, when the block parameter is removed, then ClientDispatchUnblocked', () => {
    const unblocked: ClientEvent[] = [{ type: 'ClientDispatchUnblocked', data: { clientId, parameterId: 'b1' } }];
    expect(removeParameter(given(created, dispatchBlocked), { parameterId: 'b1' })).toEqual(unblocked);
    expect(existingClient(given(created, dispatchBlocked, ...unblocked)).parameters).toEqual([]);
  });

  it('given blocked dispatch, when the block value is changed, then parameter_not_editable', () => {
    thenError(() => changeParameter(given(created, dispatchBlocked), { parameterId: 'b1', value: 'false' }), 'parameter_not_editable');
  });

  it('given a parameter, when changed, then ClientParameterChanged; the same value -> nothing', () => {
    const state = given(created, parameterDefined('p1', 10, 'ACCOUNT_PERIOD', 'monthly'));
    expect(changeParameter(state, { parameterId: 'p1', value: 'weekly' })).toEqual([
      { type: 'ClientParameterChanged', data: { clientId, parameterId: 'p1', value: 'weekly', hiddenValue: null } },
    ]);
    expect(changeParameter(state, { parameterId: 'p1', value: 'monthly' })).toEqual([]);
  });

  it('given a contact parameter, when only its hidden id changes, then it is recorded', () => {
    const state = given(created, parameterDefined('p1', 13, 'HUNGARY_SAMEDAY_CLIENT_CONTACT_NAME', 'Kovács', '1'));
    expect(changeParameter(state, { parameterId: 'p1', value: 'Kovács', hiddenValue: '2' })[0]!.data).toMatchObject({ hiddenValue: '2' });
    thenError(() => changeParameter(state, { parameterId: 'p1', value: 'Kovács', hiddenValue: null }), 'parameter_value_invalid');
  });

  it('given a parameter, when changed to an invalid value, then parameter_value_invalid', () => {
    const state = given(created, parameterDefined('p1', 11, 'SIDE_FORMULA_LIMIT', '300'));
    thenError(() => changeParameter(state, { parameterId: 'p1', value: '-5' }), 'parameter_value_invalid');
  });

  it('given INVOICE_CURRENCY, when changed, then parameter_not_editable', () => {
    const state = given(created, parameterDefined('p1', 6, 'INVOICE_CURRENCY', 'PLN'));
    thenError(() => changeParameter(state, { parameterId: 'p1', value: 'EUR' }), 'parameter_not_editable');
  });

  it('given no such parameter, when changed or removed, then parameter_not_found', () => {
    thenError(() => changeParameter(given(created), { parameterId: 'nope', value: 'x' }), 'parameter_not_found');
    thenError(() => removeParameter(given(created), { parameterId: 'nope' }), 'parameter_not_found');
  });

  it('given a parameter, when removed, then ClientParameterRemoved and the type is free again', () => {
    const state = given(created, parameterDefined('p1', 16, 'EMAG_NAME', 'x'));
    const events = removeParameter(state, { parameterId: 'p1' });
    expect(events).toEqual([{ type: 'ClientParameterRemoved', data: { clientId, parameterId: 'p1' } }]);
    expect(defineParameter(given(created, parameterDefined('p1', 16, 'EMAG_NAME', 'x'), ...events), { parameterId: 'p2', typeId: 16, value: 'y' })).toHaveLength(1);
  });
});
