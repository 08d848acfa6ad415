import { z } from 'zod';

/**
 * Tags (spec/02 §2 /tags, §3 tag request, §7): POST app/v1/tag {type, label, value}
 * answers a PDF (100x150 mm): the label in big letters, the value as a Code 128
 * barcode with its text under it. Staff only.
 */

export const TAG_TYPES = ['client', 'workstation', 'problematic_sector'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const TAG_LABEL_MAX = 80;
export const TAG_VALUE_MAX = 40;

/** Control characters (tabs, line breaks, DEL...): a tag's label is one line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const tagRequest = z.object({
  type: z.enum(TAG_TYPES, { error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_value') }),
  label: z
    .string()
    .trim()
    .min(1)
    .max(TAG_LABEL_MAX, { error: 'too_long' })
    .refine((label) => !CONTROL.test(label), { error: 'invalid_characters' }),
  /** What a scanner reads back: printable ASCII (Code 128), no leading or trailing spaces. */
  value: z
    .string()
    .trim()
    .min(1)
    .max(TAG_VALUE_MAX, { error: 'too_long' })
    .regex(/^[\x20-\x7e]+$/, { error: 'invalid_characters' }),
});
export type TagRequest = z.output<typeof tagRequest>;
