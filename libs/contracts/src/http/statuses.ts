import { z } from 'zod';
import { dataTableRequest } from './data-table.js';
import { intId, numeric, zeroOneFlag } from './validation.js';

/**
 * Status types and their groups (spec/02 §3 status type, §5, §7; spec/03 §7 status type groups).
 * Base path app/v1:
 * POST   status_type/datatable                       the table protocol over non-deleted types, 25 a page
 * GET    status_type/{id}                            one type (404 status_type_not_found, deleted ones too)
 * POST   status_type                                 -> { id, message: 'status_created' }
 * PUT    status_type                                 -> { message: 'status_updated' }
 * DELETE status_type (body id)                       -> { message: 'status_removed' }; only id_courier 1, never a seeded system type (409)
 * GET    status_type/by-system-id/{systemId}         one type by its system id
 * GET    status_type/sorted_for_warehouse_select/{id} the types a warehouse screen offers ({id}: the workstation type)
 * GET    status_type_group/list                      the groups
 * GET    status_type_group/one/{identifier}          one group (identifier = its id) with its status type ids
 * Live read model: 'status_types'.
 */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const requiredText = (max: number) => text(max).min(1);

export const statusTypeIdParams = z.object({ id: intId });
export const statusTypeIdRequest = z.object({ id: intId });
export const statusGroupParams = z.object({ identifier: intId });
/** A system id such as unknown_problem_detected (lower-case letters, digits, underscores). */
export const statusSystemIdParams = z.object({
  systemId: z
    .string()
    .min(1)
    .max(64, { error: 'too_long' })
    .regex(/^[a-z0-9_]+$/, { error: 'invalid_value' }),
});

/** Blank ('' or null) is no code. */
const codeField = text(64)
  .nullish()
  .transform((code) => (code ? code : null));
/** Blank ('' or null) is no group. */
const groupField = numeric(intId.optional()).transform((id) => id ?? null);
/** On a change, a field left out keeps its value (null or '' clears it). */
const keptWhenMissing = <S extends z.ZodType>(schema: S) => z.union([z.undefined(), schema]);

/** The status form (spec/02 §5): name, displayed_name, displayed_name_ro and internal required; code and group optional. */
export const statusTypeDetails = z.object({
  name: requiredText(255),
  displayed_name: requiredText(255),
  displayed_name_ro: requiredText(255),
  internal: zeroOneFlag,
  code: codeField,
  group_id: groupField,
});
export type StatusTypeDetailsInput = z.output<typeof statusTypeDetails>;

/** POST status_type: an admin's type is ours (id_courier 1) unless a courier is named. */
export const createStatusTypeRequest = statusTypeDetails.extend({ id_courier: numeric(intId.optional()).transform((id) => id ?? 1) });
export type CreateStatusTypeRequest = z.output<typeof createStatusTypeRequest>;

/**
 * PUT status_type: the type's id and its new details (courier, system id and
 * repeatable never change); code and group_id left out keep their values.
 */
export const updateStatusTypeRequest = statusTypeDetails.extend({
  id: intId,
  code: keptWhenMissing(codeField),
  group_id: keptWhenMissing(groupField),
});
export type UpdateStatusTypeRequest = z.output<typeof updateStatusTypeRequest>;

export const statusTypeTableRequest = dataTableRequest;

/** A status type as read (GET, the table's rows, the warehouse list). */
export const statusTypeView = z.object({
  id: z.number(),
  name: z.string(),
  displayed_name: z.string(),
  displayed_name_ro: z.string(),
  internal: z.union([z.literal(0), z.literal(1)]),
  id_courier: z.number(),
  system_id: z.string().nullable(),
  code: z.string().nullable(),
  group_id: z.number().nullable(),
  repeatable: z.boolean(),
});
export type StatusTypeView = z.output<typeof statusTypeView>;

export const statusTypeList = z.array(statusTypeView);
export const createdStatusTypeResponse = z.object({ id: z.number(), message: z.literal('status_created') });

export const statusGroupView = z.object({ id: z.number(), name: z.string(), name_ro: z.string() });
export type StatusGroupView = z.output<typeof statusGroupView>;
export const statusGroupList = z.array(statusGroupView);
export const statusGroupWithTypes = statusGroupView.extend({ status_type_ids: z.array(z.number()) });
export type StatusGroupWithTypes = z.output<typeof statusGroupWithTypes>;
