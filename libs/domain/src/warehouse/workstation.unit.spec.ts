import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import {
  decideChangeWorkstation,
  decideClaimWorkstation,
  decideCreateWorkstation,
  decideDeleteWorkstation,
  decideReleaseWorkstation,
  evolveWorkstation,
  initialWorkstationState,
  type WorkstationState,
} from './workstation.js';
import type { WorkstationEvent } from './workstation.events.js';

const NOW = '2026-11-24T08:00:00.000Z';
const details = { code: 'ST-01', workstationTypeId: 1, warehouseId: 1 };
const given = (...events: WorkstationEvent[]): WorkstationState => events.reduce(evolveWorkstation, initialWorkstationState);
const created: WorkstationEvent = { type: 'WorkstationCreated', data: { workstationId: 7, ...details } };
const claimedBy = (userId: string, workflowId = 1): WorkstationEvent => ({
  type: 'WorkstationClaimed',
  data: { workstationId: 7, workflowId, userId, email: `${userId}@example.com`, startedAt: NOW },
});
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'no error';
};

describe('workstations', () => {
  it('given nothing, when created with a known warehouse and type, then WorkstationCreated', () => {
    expect(decideCreateWorkstation(given(), 7, details)).toEqual([created]);
  });

  it('given nothing, when created with an unknown warehouse or type, then refused on that field', () => {
    expect(codeOf(() => decideCreateWorkstation(given(), 7, { ...details, warehouseId: 2 }))).toBe('warehouse_unknown');
    expect(codeOf(() => decideCreateWorkstation(given(), 7, { ...details, workstationTypeId: 99 }))).toBe('workstation_type_unknown');
  });

  it('given a workstation, when changed to the same details, then nothing; to others, then WorkstationChanged', () => {
    expect(decideChangeWorkstation(given(created), 7, details)).toEqual([]);
    expect(decideChangeWorkstation(given(created), 7, { ...details, code: 'ST-02' })).toEqual([
      { type: 'WorkstationChanged', data: { workstationId: 7, ...details, code: 'ST-02' } },
    ]);
  });

  it('given a free workstation, when a worker claims it, then WorkstationClaimed; the same worker again: nothing', () => {
    const claimant = { userId: 'u1', email: 'u1@example.com', workflowId: 1 };
    expect(decideClaimWorkstation(given(created), 7, claimant, NOW)).toEqual([claimedBy('u1')]);
    expect(decideClaimWorkstation(given(created, claimedBy('u1')), 7, claimant, NOW)).toEqual([]);
  });

  it('given a workstation another worker holds, when claimed, then 423 occupied; deleted: 406; unknown: 404', () => {
    const claimant = { userId: 'u2', email: 'u2@example.com', workflowId: 2 };
    expect(codeOf(() => decideClaimWorkstation(given(created, claimedBy('u1')), 7, claimant, NOW))).toBe('workstation_occupied');
    expect(
      codeOf(() => decideClaimWorkstation(given(created, { type: 'WorkstationDeleted', data: { workstationId: 7 } }), 7, claimant, NOW)),
    ).toBe('workstation_deleted');
    expect(codeOf(() => decideClaimWorkstation(given(), 7, claimant, NOW))).toBe('workstation_not_found');
  });

  it('given a worker at the workstation, when released by that worker, then WorkstationReleased with the end type; by another: nothing', () => {
    const state = given(created, claimedBy('u1', 5));
    expect(decideReleaseWorkstation(state, 7, 'u1', 'logout', NOW)).toEqual([
      { type: 'WorkstationReleased', data: { workstationId: 7, workflowId: 5, userId: 'u1', endType: 'logout', endedAt: NOW } },
    ]);
    expect(decideReleaseWorkstation(state, 7, 'u2', 'manual', NOW)).toEqual([]);
  });

  it('given a worker at the workstation, when deleted, then the workflow ends (workstation_deleted) before the deletion', () => {
    const events = decideDeleteWorkstation(given(created, claimedBy('u1', 5)), 7, NOW);
    expect(events.map((e) => e.type)).toEqual(['WorkstationReleased', 'WorkstationDeleted']);
    expect(events[0]!.data).toMatchObject({ endType: 'workstation_deleted' });
    expect(evolveWorkstation(evolveWorkstation(given(created), events[0]!), events[1]!)).toMatchObject({
      status: 'deleted',
      workflow: null,
    });
  });
});
