import { DomainError, assertNever } from '../shared/errors.js';
import { warehouseById, workstationTypeById, type WorkflowEndType } from './catalogue.js';
import type { WorkstationDetails, WorkstationEvent } from './workstation.events.js';

export interface Workflow {
  readonly workflowId: number;
  readonly userId: string;
  readonly email: string;
  readonly startedAt: string;
}

/** A workstation folded: none yet, or its details, whether deleted, and the workflow running at it. */
export type WorkstationState =
  | { readonly status: 'none' }
  | { readonly status: 'active' | 'deleted'; readonly details: WorkstationDetails; readonly workflow: Workflow | null };

export const initialWorkstationState: WorkstationState = { status: 'none' };

export function evolveWorkstation(state: WorkstationState, event: WorkstationEvent): WorkstationState {
  switch (event.type) {
    case 'WorkstationCreated': {
      const { workstationId: _, ...details } = event.data;
      return { status: 'active', details, workflow: null };
    }
    case 'WorkstationChanged': {
      if (state.status === 'none') return state;
      const { workstationId: _, ...details } = event.data;
      return { ...state, details };
    }
    case 'WorkstationDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'WorkstationClaimed': {
      if (state.status === 'none') return state;
      const { workflowId, userId, email, startedAt } = event.data;
      return { ...state, workflow: { workflowId, userId, email, startedAt } };
    }
    case 'WorkstationReleased':
      return state.status === 'none' ? state : { ...state, workflow: null };
    default:
      return assertNever(event);
  }
}

/** The warehouse and type must be known (422 on their fields). */
function checkDetails(details: WorkstationDetails): void {
  if (!warehouseById(details.warehouseId)) throw new DomainError('warehouse_unknown');
  if (!workstationTypeById(details.workstationTypeId)) throw new DomainError('workstation_type_unknown');
}

export function decideCreateWorkstation(state: WorkstationState, workstationId: number, details: WorkstationDetails): WorkstationEvent[] {
  if (state.status !== 'none') throw new DomainError('workstation_code_taken');
  checkDetails(details);
  return [{ type: 'WorkstationCreated', data: { workstationId, ...details } }];
}

function existing(state: WorkstationState) {
  if (state.status !== 'active') throw new DomainError('workstation_not_found');
  return state;
}

export function decideChangeWorkstation(state: WorkstationState, workstationId: number, details: WorkstationDetails): WorkstationEvent[] {
  const current = existing(state);
  checkDetails(details);
  const same = (Object.keys(details) as (keyof WorkstationDetails)[]).every((key) => current.details[key] === details[key]);
  return same ? [] : [{ type: 'WorkstationChanged', data: { workstationId, ...details } }];
}

/** Deleting ends the workflow running at it (end type workstation_deleted). */
export function decideDeleteWorkstation(state: WorkstationState, workstationId: number, now: string): WorkstationEvent[] {
  const current = existing(state);
  const release = current.workflow ? releaseEvent(workstationId, current.workflow, 'workstation_deleted', now) : [];
  return [...release, { type: 'WorkstationDeleted', data: { workstationId } }];
}

export interface Claimant {
  readonly userId: string;
  readonly email: string;
  readonly workflowId: number;
}

/**
 * A worker scans the workstation's code: a deleted workstation answers 406, one
 * another worker holds 423; the worker already at it changes nothing.
 */
export function decideClaimWorkstation(
  state: WorkstationState,
  workstationId: number,
  claimant: Claimant,
  now: string,
): WorkstationEvent[] {
  if (state.status === 'none') throw new DomainError('workstation_not_found');
  if (state.status === 'deleted') throw new DomainError('workstation_deleted');
  if (state.workflow?.userId === claimant.userId) return [];
  if (state.workflow) throw new DomainError('workstation_occupied');
  return [{ type: 'WorkstationClaimed', data: { workstationId, ...claimant, startedAt: now } }];
}

/** Ends the workflow of this user at the workstation (nothing when the user does not hold it). */
export function decideReleaseWorkstation(
  state: WorkstationState,
  workstationId: number,
  userId: string,
  endType: WorkflowEndType,
  now: string,
): WorkstationEvent[] {
  if (state.status === 'none' || !state.workflow || state.workflow.userId !== userId) return [];
  return releaseEvent(workstationId, state.workflow, endType, now);
}

function releaseEvent(workstationId: number, workflow: Workflow, endType: WorkflowEndType, now: string): WorkstationEvent[] {
  return [
    {
      type: 'WorkstationReleased',
      data: { workstationId, workflowId: workflow.workflowId, userId: workflow.userId, endType, endedAt: now },
    },
  ];
}
