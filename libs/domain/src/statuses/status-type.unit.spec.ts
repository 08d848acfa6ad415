import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import { DEFAULT_STATUS_TYPE_ID, SEEDED_STATUS_TYPES, STATUS_GROUPS, STATUS_SYSTEM_IDS, seededStatusBySystemId } from './catalogue.js';
import type { StatusTypeDetails, StatusTypeEvent } from './status-type.events.js';
import {
  addedStatusType,
  changeStatusType,
  defineStatusType,
  deleteStatusType,
  evolveStatusType,
  initialStatusTypeState,
  seedStatusType,
  seededDefinition,
  type StatusTypeState,
} from './status-type.js';

const id = 1000;
const details: StatusTypeDetails = {
  name: 'Czeka na odbiór',
  displayed_name: 'Czeka na odbiór w punkcie',
  displayed_name_ro: 'Așteaptă ridicarea',
  internal: 0,
  code: 'WAITING',
  group_id: 3,
};
const defined: StatusTypeEvent = { type: 'StatusTypeDefined', data: { statusTypeId: id, statusType: addedStatusType(details) } };
const deleted: StatusTypeEvent = { type: 'StatusTypeDeleted', data: { statusTypeId: id } };

const given = (...events: StatusTypeEvent[]): StatusTypeState => events.reduce(evolveStatusType, initialStatusTypeState);
const thenError = (act: () => unknown, code: ErrorCode) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('the seeded catalogue', () => {
  it('has unique ids and system ids, one type per system id, the default 55 among them, every group known', () => {
    const ids = SEEDED_STATUS_TYPES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SEEDED_STATUS_TYPES.map((t) => t.system_id).sort()).toEqual([...STATUS_SYSTEM_IDS].sort());
    expect(seededStatusBySystemId('warehouse_received').id).toBe(DEFAULT_STATUS_TYPE_ID);
    for (const type of SEEDED_STATUS_TYPES) expect(STATUS_GROUPS.map((g) => g.id)).toContain(type.group_id);
    expect(Math.max(...ids)).toBeLessThan(1000);
  });
});

describe('defining a status type', () => {
  it('given no stream, when an admin adds a type, then it is ours (courier 1), repeatable, without system id', () => {
    expect(defineStatusType(given(), id, addedStatusType(details))).toEqual([
      {
        type: 'StatusTypeDefined',
        data: { statusTypeId: id, statusType: { ...details, id_courier: 1, system_id: null, repeatable: true } },
      },
    ]);
  });

  it('given a type of another courier, then its courier is kept', () => {
    const [event] = defineStatusType(given(), id, addedStatusType(details, 4));
    expect(event!.type === 'StatusTypeDefined' && event!.data.statusType.id_courier).toBe(4);
  });

  it('given a stream that has a type already (even deleted), when defined again, then status_type_exists', () => {
    thenError(() => defineStatusType(given(defined), id, addedStatusType(details)), 'status_type_exists');
    thenError(() => defineStatusType(given(defined, deleted), id, addedStatusType(details)), 'status_type_exists');
  });

  it('given a group that does not exist, then status_group_unknown; no group is fine', () => {
    thenError(() => defineStatusType(given(), id, addedStatusType({ ...details, group_id: 99 })), 'status_group_unknown');
    expect(defineStatusType(given(), id, addedStatusType({ ...details, group_id: null }))).toHaveLength(1);
  });
});

describe('seeding', () => {
  const seeded = seededStatusBySystemId('known_problem_detected');

  it('given no stream, then the catalogue entry is defined with its system id, group and repeatable', () => {
    expect(seedStatusType(given(), seeded)).toEqual([
      { type: 'StatusTypeDefined', data: { statusTypeId: 90, statusType: seededDefinition(seeded) } },
    ]);
    expect(seededDefinition(seeded)).toMatchObject({
      system_id: 'known_problem_detected',
      internal: 1,
      group_id: 7,
      repeatable: true,
      id_courier: 1,
    });
  });

  it('given the stream exists (a restart, another instance, an admin renamed it), then nothing is recorded', () => {
    const state = given({ type: 'StatusTypeDefined', data: { statusTypeId: 90, statusType: seededDefinition(seeded) } });
    expect(seedStatusType(state, seeded)).toEqual([]);
    const renamed = evolveStatusType(state, {
      type: 'StatusTypeChanged',
      data: { statusTypeId: 90, details: { ...details, name: 'Znany problem' } },
    });
    expect(seedStatusType(renamed, seeded)).toEqual([]);
  });
});

describe('changing a status type', () => {
  it('given a type, when its details change, then StatusTypeChanged with all of them, and the state follows', () => {
    const next = { ...details, name: 'Odbiór w punkcie', internal: 1 as const, code: null };
    const events = changeStatusType(given(defined), next);
    expect(events).toEqual([{ type: 'StatusTypeChanged', data: { statusTypeId: id, details: next } }]);
    const state = given(defined, ...events);
    expect(state.status === 'defined' && state.statusType).toEqual({ ...next, id_courier: 1, system_id: null, repeatable: true });
  });

  it('given the same details, then nothing is recorded', () => {
    expect(changeStatusType(given(defined), { ...details })).toEqual([]);
  });

  it('given code and group left out, then they keep their values; null clears them', () => {
    const { code: _code, group_id: _group, ...names } = details;
    expect(changeStatusType(given(defined), { ...names, name: 'Inna' })).toEqual([
      { type: 'StatusTypeChanged', data: { statusTypeId: id, details: { ...details, name: 'Inna' } } },
    ]);
    expect(changeStatusType(given(defined), { ...names, code: null, group_id: null })).toEqual([
      { type: 'StatusTypeChanged', data: { statusTypeId: id, details: { ...details, code: null, group_id: null } } },
    ]);
  });

  it('given no type or a deleted one, then status_type_not_found', () => {
    thenError(() => changeStatusType(given(), details), 'status_type_not_found');
    thenError(() => changeStatusType(given(defined, deleted), details), 'status_type_not_found');
  });

  it('given an unknown group, then status_group_unknown', () => {
    thenError(() => changeStatusType(given(defined), { ...details, group_id: 0 }), 'status_group_unknown');
  });

  it('given a seeded type, when renamed, then its system id and repeatable stay', () => {
    const seeded = seededStatusBySystemId('delivered');
    const state = given(
      { type: 'StatusTypeDefined', data: { statusTypeId: seeded.id, statusType: seededDefinition(seeded) } },
      ...changeStatusType(
        given({ type: 'StatusTypeDefined', data: { statusTypeId: seeded.id, statusType: seededDefinition(seeded) } }),
        details,
      ),
    );
    expect(state.status === 'defined' && state.statusType).toMatchObject({ ...details, system_id: 'delivered', repeatable: false });
  });
});

describe('deleting a status type', () => {
  it('given our own added type, then StatusTypeDeleted, and afterwards it is gone', () => {
    expect(deleteStatusType(given(defined))).toEqual([deleted]);
    thenError(() => deleteStatusType(given(defined, deleted)), 'status_type_not_found');
    expect(given(defined, deleted).status).toBe('deleted');
  });

  it('given a type of another courier, then status_type_not_own_courier', () => {
    const foreign = defineStatusType(given(), id, addedStatusType(details, 2));
    thenError(() => deleteStatusType(given(...foreign)), 'status_type_not_own_courier');
  });

  it('given any seeded system type, then status_type_system_protected', () => {
    for (const seeded of SEEDED_STATUS_TYPES) {
      const state = given(...seedStatusType(given(), seeded));
      thenError(() => deleteStatusType(state), 'status_type_system_protected');
    }
  });

  it('given no type, then status_type_not_found', () => {
    thenError(() => deleteStatusType(given()), 'status_type_not_found');
  });
});
