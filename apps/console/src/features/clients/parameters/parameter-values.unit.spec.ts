import { describe, expect, it } from 'vitest';
import type { ParameterTypeView } from '@parcel/contracts';
import { parseContract } from '@parcel/contracts';
import { draftProblem, initialDraft, optionsOf, parameterFormSchema, unusedTypes, valueEditable } from './parameter-values';

const type = (over: Partial<ParameterTypeView>): ParameterTypeView => ({
  id: 1,
  code: 'X',
  name: 'X',
  kind: 'text',
  options: [],
  option_keys: [],
  default_value: null,
  min: null,
  editable: true,
  contact_courier_id: null,
  ...over,
});
const blockType = type({ id: 1, code: 'SENDING_SHIPMENTS_BLOCK', kind: 'boolean', default_value: 'true' });
const currency = type({ id: 6, code: 'INVOICE_CURRENCY', kind: 'select', options: ['PLN', 'EUR'], option_keys: ['PLN', 'EUR'], default_value: 'PLN', editable: false });
const limit = type({ id: 11, code: 'SIDE_FORMULA_LIMIT', kind: 'number', default_value: '300', min: 0 });
const contact = type({ id: 12, code: 'ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME', kind: 'contact', contact_courier_id: 1 });

describe('a new parameter starts with its type default', () => {
  it('booleans yes, selects their default, numbers their default, contacts nothing chosen', () => {
    expect(initialDraft(blockType)).toEqual({ value: 'true', hidden_value: null });
    expect(initialDraft(currency)).toEqual({ value: 'PLN', hidden_value: null });
    expect(initialDraft(limit)).toEqual({ value: '300', hidden_value: null });
    expect(initialDraft(contact)).toEqual({ value: '', hidden_value: null });
  });

  it('given a select without a default, then its first option', () => {
    expect(initialDraft(type({ kind: 'select', options: ['A', 'B'], option_keys: ['A', 'B'] })).value).toBe('A');
  });
});

describe('a value is checked against its type', () => {
  it('booleans are true or false', () => {
    expect(draftProblem(blockType, { value: 'false', hidden_value: null })).toBeNull();
    expect(draftProblem(blockType, { value: 'tak', hidden_value: null })).toBe('invalid_value');
  });

  it('selects take one of their options', () => {
    expect(draftProblem(currency, { value: 'EUR', hidden_value: null })).toBeNull();
    expect(draftProblem(currency, { value: 'USD', hidden_value: null })).toBe('invalid_value');
    expect(draftProblem(currency, { value: '', hidden_value: null })).toBe('required');
  });

  it('numbers are numbers from the minimum', () => {
    expect(draftProblem(limit, { value: '0', hidden_value: null })).toBeNull();
    expect(draftProblem(limit, { value: '-1', hidden_value: null })).toBe('too_small');
    expect(draftProblem(limit, { value: 'abc', hidden_value: null })).toBe('invalid_value');
    expect(draftProblem(limit, { value: '', hidden_value: null })).toBe('required');
  });

  it('text is not empty', () => {
    expect(draftProblem(type({}), { value: '  ', hidden_value: null })).toBe('required');
    expect(draftProblem(type({}), { value: 'faktury@firma.pl', hidden_value: null })).toBeNull();
  });

  it('the invoice e-mail is an e-mail address, as the server checks it', () => {
    const invoiceEmail = type({ id: 17, code: 'INVOICING_EMAIL_ADDRESS' });
    expect(draftProblem(invoiceEmail, { value: 'faktury', hidden_value: null })).toBe('invalid_email');
    expect(draftProblem(invoiceEmail, { value: ' faktury@firma.pl ', hidden_value: null })).toBeNull();
    expect(draftProblem(type({ code: 'EMAG_NAME' }), { value: 'faktury', hidden_value: null })).toBeNull();
  });

  it('a contact needs a name and its id (a typed name without a pick is not enough)', () => {
    expect(draftProblem(contact, { value: '', hidden_value: null })).toBe('contact_required');
    expect(draftProblem(contact, { value: 'Jan Kowalski', hidden_value: null })).toBe('contact_required');
    expect(draftProblem(contact, { value: 'Jan Kowalski', hidden_value: 'c-17' })).toBeNull();
  });
});

describe('types and editing', () => {
  it('offers only the types the client has not used, and never the dispatch block (the card header blocks dispatch)', () => {
    expect(unusedTypes([blockType, currency, limit], [6]).map((t) => t.id)).toEqual([11]);
    expect(unusedTypes([blockType, currency, limit], []).map((t) => t.id)).toEqual([6, 11]);
  });

  it('the currency and the dispatch block are fixed once defined', () => {
    expect(valueEditable(currency)).toBe(false);
    expect(valueEditable(blockType)).toBe(false);
    expect(valueEditable(limit)).toBe(true);
  });

  it('select options pair keys with labels, falling back to the labels when the keys are missing', () => {
    expect(optionsOf(type({ options: ['Miesięczny'], option_keys: ['monthly'] }))).toEqual([{ value: 'monthly', label: 'Miesięczny' }]);
    expect(optionsOf(type({ options: ['pdf', 'zpl'], option_keys: [] }))).toEqual([
      { value: 'pdf', label: 'pdf' },
      { value: 'zpl', label: 'zpl' },
    ]);
  });
});

describe('the parameter form', () => {
  const schema = parameterFormSchema([currency, limit, contact]);

  it('given no type, then the type is required', () => {
    expect(parseContract(schema, { type_id: '', value: '', hidden_value: null })).toEqual({ success: false, errors: { type_id: ['required'] } });
  });

  it('given a value that does not fit its type, then the value says why', () => {
    expect(parseContract(schema, { type_id: '11', value: '-5', hidden_value: null })).toEqual({ success: false, errors: { value: ['too_small'] } });
    expect(parseContract(schema, { type_id: '11', value: '300', hidden_value: null }).success).toBe(true);
  });

  it('given a contact not picked, then it is marked on the hidden id', () => {
    expect(parseContract(schema, { type_id: '12', value: 'Jan', hidden_value: null })).toEqual({ success: false, errors: { hidden_value: ['required'] } });
  });
});
