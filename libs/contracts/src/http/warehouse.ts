import { z } from 'zod';
import { dataTableRequest } from './data-table.js';
import { workstationView } from './identity.js';
import { intId } from './validation.js';

/**
 * Warehouses, workstation types, workstations and workflows (spec/02 §3, §7 "Warehouse").
 * Base path app/v1:
 * GET    warehouse                                   [{ id, name }] (TYCHY is 1)
 * GET    warehouse/workstation-types                 [{ id, name, code }]
 * GET    warehouse/{id}/workstation/by-type/{type}   the warehouse's workstations of a type ({type} 0: every type)
 * GET    warehouse/{id}/workstation/full-info/{type} the same with who works there and since when
 * GET    warehouse/workstation/{id}                  one workstation
 * POST   warehouse/workstation/store                 { code, workstation_type_id, warehouse_id } -> { id, message: 'workstation_created' }
 * PUT    warehouse/workstation/                      { id, code, workstation_type_id, warehouse_id } -> { message: 'workstation_updated' }
 * DELETE warehouse/workstation/                      { workstation_id } -> { message: 'workstation_deleted' } (ends its workflow)
 * GET    warehouse/workstation/workflow/{id}         the workflow history of workstation {id}, newest first
 * POST   warehouse/workstation/workflow/history      the workflow history table (table protocol; optional workstation_id, user_id)
 * POST   warehouse/workstation/workflow/             { code } claim the workstation -> the workstation (the caller's)
 * DELETE warehouse/workstation/workflow/             { type?: 'manual' | 'logout' } leave it -> { message: 'workstation_left' }
 * DELETE workflow                                    the same (the spec's short path)
 * DELETE warehouse/workstation/workflow/end-by-admin { user_id, type? } an admin ends a worker's workflow (end type admin)
 * Live read model: 'workstations'.
 */

/**
 * A workstation code: a capital letter, then 2-7 capital letters, digits or
 * hyphens (ST-01, SORT3). Never read by the scanner as a parcel code: parcel
 * numbers start with a digit, EAN codes are digits, out numbers are 9-10
 * characters.
 */
export const WORKSTATION_CODE = /^[A-Z][A-Z0-9-]{2,7}$/;

const code = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { error: 'required' })
  .max(8, { error: 'too_long' })
  .regex(WORKSTATION_CODE, { error: 'invalid_workstation_code' });

export const workstationDetailsRequest = z.object({ code, workstation_type_id: intId, warehouse_id: intId });
export type WorkstationDetailsRequest = z.output<typeof workstationDetailsRequest>;
export const changeWorkstationRequest = workstationDetailsRequest.extend({ id: intId });
export type ChangeWorkstationRequest = z.output<typeof changeWorkstationRequest>;
export const deleteWorkstationRequest = z.object({ workstation_id: intId });
export const workstationIdParams = z.object({ id: intId });
/** {type} 0 means every type. */
export const workstationsOfTypeParams = z.object({
  id: intId,
  type: z.union([z.literal('0').transform(() => 0), z.literal(0), intId]),
});

/** A scanned or typed workstation code: matched without regard to case; an unknown one is 404 whatever its shape. */
export const claimWorkstationRequest = z.object({
  code: z.string().trim().toUpperCase().min(1, { error: 'required' }).max(64, { error: 'too_long' }),
});
export const leaveWorkstationRequest = z.object({ type: z.enum(['manual', 'logout']).default('manual') }).default({ type: 'manual' });
export const endWorkflowByAdminRequest = z.object({
  user_id: z.string().uuid({ error: 'invalid_value' }),
  type: z.string().max(32).optional(),
});

export const warehouseView = z.object({ id: z.number(), name: z.string() });
export const workstationTypeView = z.object({ id: z.number(), name: z.string(), code: z.string() });
export const workstationRow = z.object({
  id: z.number(),
  code: z.string(),
  workstation_type_id: z.number(),
  warehouse_id: z.number(),
  active_user_id: z.string().nullable(),
});
export type WorkstationRow = z.output<typeof workstationRow>;
/** full-info: who works there (email) and since when. */
export const workstationFullRow = workstationRow.extend({
  type: workstationTypeView,
  warehouse: warehouseView,
  email: z.string().nullable(),
  start_at: z.string().nullable(),
});
export type WorkstationFullRow = z.output<typeof workstationFullRow>;
export const workflowRow = z.object({
  id: z.number(),
  workstation_id: z.number(),
  workstation_code: z.string(),
  user_id: z.string(),
  email: z.string(),
  start_at: z.string(),
  end_at: z.string().nullable(),
  end_type: z.string().nullable(),
});
export type WorkflowRow = z.output<typeof workflowRow>;

/** The workflow history table (5 a page on /workstations-list): optionally one workstation's or one worker's. */
export const workflowTableRequest = dataTableRequest.extend({
  workstation_id: intId.optional(),
  user_id: z.string().uuid({ error: 'invalid_value' }).optional(),
});
export type WorkflowTableRequest = z.output<typeof workflowTableRequest>;

/** POST warehouse/workstation/workflow: the caller's workstation now (as whoami shows it). */
export const claimedWorkstationResponse = z.object({ workstation: workstationView.unwrap(), message: z.literal('workstation_set') });
export type ClaimedWorkstationResponse = z.output<typeof claimedWorkstationResponse>;
/** POST warehouse/workstation/store. */
export const createdWorkstationResponse = z.object({ id: z.number(), message: z.string() });
