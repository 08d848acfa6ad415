import { z } from 'zod';

/**
 * Validation messages are stable codes (the console turns them into Polish).
 * Rules with a meaning of their own name their code in the schema; the rest get
 * a generic code from the kind of issue.
 */
export const VALIDATION_CODES = [
  'required',
  'invalid_type',
  'invalid_email',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_value',
  'unknown_field',
  'passwords_do_not_match',
  'password_too_short',
  'email_taken',
  'invalid_phone_prefix',
  'invalid_phone_number',
  'invalid_characters',
  'invalid_nip',
  'invalid_post_code',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** The spec's 422 body: field path -> list of codes. */
export type FieldErrors = Record<string, string[]>;

function genericCode(issue: z.core.$ZodRawIssue): ValidationCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' ? (issue.minimum === 1 ? 'required' : 'too_short') : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid_value';
  }
}

export type ParseResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

export function parseContract<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input, { error: (issue) => genericCode(issue) });
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length ? issue.path.join('.') : '_';
    (errors[path] ??= []).push(issue.message);
  }
  return { success: false, errors };
}

/** '', blanks and null: what a form or a query string sends for "no value". */
const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A number from JSON or from a string (path, query, form field). Unlike
 * z.coerce.number(), which turns '' and null into 0, a blank value stays
 * missing: 'required' (or the schema's default); text that is no number is
 * 'invalid_type', and so is any other type. `schema` checks the number (z.number()...).
 */
export const numeric = <S extends z.ZodType>(schema: S) =>
  // Only text is read as a number: an array ([] would be 0, [5] 5), an object or true stays what it is, and the schema refuses it.
  z.preprocess((value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value), schema);

/** The largest value of a PostgreSQL integer (int4) column: ids above it cannot exist. */
export const INT4_MAX = 2_147_483_647;

/** An id of an int4 column: a whole number 1..2147483647 (anything else: invalid_value), from JSON or a string. */
export const intId = numeric(z.number().int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(INT4_MAX, { error: 'invalid_value' }));

/** NUL, or half of a surrogate pair: text no database column (or JSON in PostgreSQL) can hold. */
const BAD_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasBadCharacters = (text: string): boolean => BAD_CHARACTERS.test(text);

/**
 * Paths of every string (value or key) in `input` holding NUL or a lone
 * surrogate ('_' for the input itself). Checked before any contract, so no
 * route can forget it: such text answers 422 invalid_characters.
 */
export function badTextPaths(input: unknown, path: readonly (string | number)[] = [], found: string[] = []): string[] {
  if (found.length >= 20 || path.length > 32) return found;
  const here = path.length ? path.join('.') : '_';
  if (typeof input === 'string') {
    if (hasBadCharacters(input)) found.push(here);
  } else if (Array.isArray(input)) {
    input.forEach((item, i) => badTextPaths(item, [...path, i], found));
  } else if (input !== null && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (hasBadCharacters(key)) found.push(here);
      else badTextPaths(value, [...path, key], found);
    }
  }
  return found;
}

const FLAG_VALUES = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
  ['true', true],
  ['false', false],
]);

/**
 * A yes/no field: 0/1, "0"/"1", true/false and "true"/"false" all mean the same
 * (forms send numbers, query strings text, JSON clients booleans). Anything
 * else is invalid_value; blank is missing.
 */
export const flag = z.preprocess(
  (value) => (isBlank(value) ? undefined : (FLAG_VALUES.get(value) ?? value)),
  z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') }),
);

/** A yes/no field stored as 0/1 (the client's cod_enabled, download_ext, ext_number). */
export const zeroOneFlag = flag.transform((value): 0 | 1 => (value ? 1 : 0));

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail as spec/01 §5 has it: valid, at most 254 characters, local part at most 64. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_SHAPE.test(email) && email.slice(0, email.lastIndexOf('@')).length <= 64;
}

export const emailField = z
  .string()
  .trim()
  .min(1)
  .max(254, { error: 'too_long' })
  .refine(isValidEmail, { error: 'invalid_email' })
  .transform((v) => v.toLowerCase());

export const passwordField = z.string().min(1).min(6, { error: 'password_too_short' }).max(200);

/** password + password_confirmation that must match. */
export const passwordPair = z
  .object({ password: passwordField, password_confirmation: z.string().min(1) })
  .refine((v) => v.password === v.password_confirmation, {
    error: 'passwords_do_not_match',
    path: ['password_confirmation'],
  });
