import { Injectable } from '@nestjs/common';
import type { SortingRulesView, SortingZoneView } from '@parcel/contracts';
import { SORTING_RULES, SORTING_ZONES, type SortingRuleOutcome } from '@parcel/domain';
import { WAREHOUSE_ERRORS } from '../warehouse.errors.js';

const HTTP_OF_OUTCOME: Readonly<Record<string, number>> = { classified: 201, problem: 201, waiting_room: 424, unknown_parcel: 404 };

const httpOf = (outcome: SortingRuleOutcome): number =>
  HTTP_OF_OUTCOME[outcome] ?? WAREHOUSE_ERRORS[outcome as keyof typeof WAREHOUSE_ERRORS]?.status ?? 500;

/**
 * The sorting floor's zones and the decision's rules, as admins read them
 * (GET app/v1/sorting/rules) and as the live floor view labels its zones
 * (exported by SortingModule; the floor's read model follows ParcelClassified).
 */
@Injectable()
export class SortingRules {
  zones(): SortingZoneView[] {
    return SORTING_ZONES.map((z) => ({
      zone: z.zone,
      kind: z.kind,
      name: z.name,
      courier: z.courier,
      description: z.description,
      buckets: z.buckets.map((b) => ({ name: b.name, identifier: b.identifier })),
      per_client: z.perClient,
    }));
  }

  rules(): SortingRulesView {
    return {
      zones: this.zones(),
      rules: SORTING_RULES.map((r, i) => ({
        order: i + 1,
        http: httpOf(r.outcome),
        outcome: r.outcome,
        reason: r.reason,
        zone: r.zone,
        suggested_problematic_sector_id: r.suggestedSectorId,
        records: r.records,
      })),
    };
  }
}
