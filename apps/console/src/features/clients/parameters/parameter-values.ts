import { z } from 'zod';
import type { ParameterTypeView } from '@parcel/contracts';
import { SENDING_SHIPMENTS_BLOCK, isEmailAddress, isEmailParameter } from '@parcel/domain';

/**
 * What a parameter's value looks like and what makes it valid, by the kind of
 * its type (spec/01 §3): boolean 'true'/'false' (default 'true'), one of the
 * select options, a number from the type's minimum, free text, or a contact
 * picked by search (its name as value, its id as hidden_value).
 */

export interface ParameterDraft {
  readonly value: string;
  readonly hidden_value: string | null;
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A select type's options: the value sent is the key (option_keys), shown with its label (options). */
export function optionsOf(type: ParameterTypeView): SelectOption[] {
  const keys = type.option_keys.length === type.options.length ? type.option_keys : type.options;
  return keys.map((key, index) => ({ value: key, label: type.options[index] ?? key }));
}

/** The value a new parameter of the type starts with. */
export function initialDraft(type: ParameterTypeView): ParameterDraft {
  switch (type.kind) {
    case 'boolean':
      return { value: type.default_value ?? 'true', hidden_value: null };
    case 'select':
      return { value: type.default_value ?? optionsOf(type)[0]?.value ?? '', hidden_value: null };
    case 'number':
      return { value: type.default_value ?? (type.min !== null ? String(type.min) : ''), hidden_value: null };
    case 'text':
    case 'contact':
      return { value: type.default_value ?? '', hidden_value: null };
  }
}

export type DraftProblem = 'required' | 'invalid_value' | 'invalid_email' | 'too_small' | 'contact_required';

/** What is wrong with a value for its type (null: it may be saved). */
export function draftProblem(type: ParameterTypeView, draft: ParameterDraft): DraftProblem | null {
  const value = draft.value.trim();
  switch (type.kind) {
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'invalid_value';
    case 'select':
      if (value === '') return 'required';
      return optionsOf(type).some((option) => option.value === value) ? null : 'invalid_value';
    case 'number': {
      if (value === '') return 'required';
      const number = Number(value.replace(',', '.'));
      if (!Number.isFinite(number)) return 'invalid_value';
      return type.min !== null && number < type.min ? 'too_small' : null;
    }
    case 'text':
      if (value === '') return 'required';
      // The same rule as the server's (libs/domain parameterValueOf): the invoice e-mail is an address.
      return isEmailParameter(type.code) && !isEmailAddress(value) ? 'invalid_email' : null;
    case 'contact':
      return value === '' || !draft.hidden_value ? 'contact_required' : null;
  }
}

/** Whether a defined parameter's value may be changed on its edit screen. */
export function valueEditable(type: ParameterTypeView): boolean {
  return type.editable && type.code !== SENDING_SHIPMENTS_BLOCK;
}

/**
 * The types a client may still define: one parameter per type, and never the
 * dispatch block (the card's header button blocks dispatch; the server records
 * a block whatever the value, so a yes/no choice here would mislead).
 */
export function unusedTypes(types: readonly ParameterTypeView[], usedTypeIds: readonly number[]): ParameterTypeView[] {
  const used = new Set(usedTypeIds);
  return types.filter((type) => !used.has(type.id) && type.code !== SENDING_SHIPMENTS_BLOCK);
}

/** The parameter form's values: the type (a select's string) and its value. */
export interface ParameterFormValues extends ParameterDraft, Record<string, unknown> {
  readonly type_id: string;
}

/**
 * The parameter form (a new one: any of `types`; an edit: its own type): a type
 * chosen, and a value that fits it. A missing contact is marked on
 * hidden_value (the contact picker says so itself, from the start).
 */
export function parameterFormSchema(types: readonly ParameterTypeView[]) {
  return z
    .object({ type_id: z.string(), value: z.string(), hidden_value: z.string().nullable() })
    .superRefine((values, context) => {
      const type = types.find((candidate) => String(candidate.id) === values.type_id);
      if (!type) {
        context.addIssue({ code: 'custom', path: ['type_id'], message: 'required' });
        return;
      }
      const problem = draftProblem(type, values);
      if (problem === 'contact_required') context.addIssue({ code: 'custom', path: ['hidden_value'], message: 'required' });
      else if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
    });
}
