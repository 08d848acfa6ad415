import type { WorkflowEndType } from './catalogue.js';

export interface WorkstationDetails {
  code: string;
  workstationTypeId: number;
  warehouseId: number;
}

/** A workstation's stream (workstation-<id>): its details and who works at it (the workflows). */
export type WorkstationEvent =
  | { type: 'WorkstationCreated'; data: { workstationId: number } & WorkstationDetails }
  | { type: 'WorkstationChanged'; data: { workstationId: number } & WorkstationDetails }
  | { type: 'WorkstationDeleted'; data: { workstationId: number } }
  | {
      type: 'WorkstationClaimed';
      data: { workstationId: number; workflowId: number; userId: string; email: string; startedAt: string };
    }
  | {
      type: 'WorkstationReleased';
      data: { workstationId: number; workflowId: number; userId: string; endType: WorkflowEndType; endedAt: string };
    };

export type WorkstationEventType = WorkstationEvent['type'];

export const workstationStream = (workstationId: number): string => `workstation-${workstationId}`;
