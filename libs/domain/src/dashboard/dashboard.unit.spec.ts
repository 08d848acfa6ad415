import { describe, expect, it } from 'vitest';
import { DOWNLOADABLE_STATUSES } from '../reports/export.js';
import { SEEDED_STATUS_TYPES, seededStatusBySystemId } from '../statuses/catalogue.js';
import {
  CLIENT_DECISION_GROUP_ID,
  ON_THE_WAY_GROUP_IDS,
  READY_REPORT_STATUSES,
  RUNNING_REPORT_STATUSES,
  countsByGroup,
  sectorScopeOf,
} from './dashboard.js';

const groupOf = (systemId: Parameters<typeof seededStatusBySystemId>[0]) => seededStatusBySystemId(systemId).group_id;

describe('the dashboard figures (docs/dashboard.md)', () => {
  describe('a client parcel on the way', () => {
    it('given a parcel received in our warehouse, sorted, handed over, in transit or out for delivery, then it is on the way', () => {
      for (const status of ['warehouse_received', 'sorted', 'handed_to_courier', 'in_transit', 'out_for_delivery'] as const)
        expect(ON_THE_WAY_GROUP_IDS, status).toContain(groupOf(status));
    });

    it('given a parcel only ordered, delivered, returned, cancelled or in a problem, then it is not', () => {
      for (const status of [
        'created',
        'registered_with_courier',
        'delivered',
        'return_in_transit',
        'returned',
        'cancelled',
        'known_problem_detected',
        'unknown_problem_detected',
      ] as const)
        expect(ON_THE_WAY_GROUP_IDS, status).not.toContain(groupOf(status));
    });

    it('given a parcel in a problematic sector (status 90 or 91), then it waits for the client decision, never on the way', () => {
      const problemStatuses = SEEDED_STATUS_TYPES.filter((t) => t.group_id === CLIENT_DECISION_GROUP_ID).map((t) => t.id);
      expect(problemStatuses.sort()).toEqual([90, 91]);
      expect(ON_THE_WAY_GROUP_IDS).not.toContain(CLIENT_DECISION_GROUP_ID);
    });
  });

  describe('reports', () => {
    it('given an order accepted or accounting, then it is running; a finished one is not', () => {
      expect([...RUNNING_REPORT_STATUSES].sort()).toEqual(['accounting', 'order_accepted']);
    });

    it('given a report with its file and not downloaded yet, then it is ready; downloaded or failed ones are not', () => {
      expect([...READY_REPORT_STATUSES].sort()).toEqual(['generated', 'validated', 'validation_error']);
      for (const status of READY_REPORT_STATUSES) expect(DOWNLOADABLE_STATUSES).toContain(status);
      expect(READY_REPORT_STATUSES).not.toContain('downloaded');
      expect(READY_REPORT_STATUSES).not.toContain('internal_error');
    });
  });

  describe("a worker's sectors", () => {
    it('given no workstation, then the sectors of every warehouse, not at a problem desk', () => {
      expect(sectorScopeOf(null)).toEqual({ warehouseId: null, problemDesk: false });
    });

    it('given a problem desk (type 5), then its warehouse and the parcels are the worker’s own work', () => {
      expect(sectorScopeOf({ typeId: 5, warehouseId: 1 })).toEqual({ warehouseId: 1, problemDesk: true });
    });

    it('given a scanning or sorting desk, then the sectors of its warehouse, not a problem desk', () => {
      expect(sectorScopeOf({ typeId: 1, warehouseId: 1 })).toEqual({ warehouseId: 1, problemDesk: false });
      expect(sectorScopeOf({ typeId: 2, warehouseId: 7 })).toEqual({ warehouseId: 7, problemDesk: false });
    });
  });

  describe('counts by status group', () => {
    it('given counts per group in any order, then the catalogue order, empty groups left out, the total', () => {
      expect(
        countsByGroup([
          { groupId: 3, count: 4 },
          { groupId: 2, count: 10 },
          { groupId: 5, count: 0 },
        ]),
      ).toEqual({
        total: 14,
        groups: [
          { status_group_id: 2, name: 'W magazynie', count: 10 },
          { status_group_id: 3, name: 'W drodze', count: 4 },
        ],
      });
    });

    it('given parcels without a group or of an unknown one, then they count together under null, last', () => {
      expect(
        countsByGroup([
          { groupId: null, count: 2 },
          { groupId: 99, count: 1 },
          { groupId: 1, count: 3 },
        ]),
      ).toEqual({
        total: 6,
        groups: [
          { status_group_id: 1, name: 'Nowe', count: 3 },
          { status_group_id: null, name: null, count: 3 },
        ],
      });
    });

    it('given nothing, then no groups and a total of 0', () => {
      expect(countsByGroup([])).toEqual({ total: 0, groups: [] });
    });
  });
});
