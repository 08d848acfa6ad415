import { queryOptions } from '@tanstack/react-query';
import type { CreateProblematicSectorRequest, ProblematicSectorView } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name: live notices of `problematic_sectors` refresh them. */
const BASE = 'app/v1/problematic-sector';

export interface SectorFilter {
  readonly warehouseId?: number;
  readonly workstationTypeId?: number;
}

/** GET problematic-sector/list: the warehouse's sectors (the scanning desk's list leaves the internal ones out). */
export const problematicSectorsQuery = (filter: SectorFilter = {}) =>
  queryOptions({
    queryKey: ['problematic_sectors', 'list', filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (filter.warehouseId) query.set('warehouse_id', String(filter.warehouseId));
      if (filter.workstationTypeId) query.set('workstation_type_id', String(filter.workstationTypeId));
      const suffix = query.size ? `?${query}` : '';
      return call('GET', `${BASE}/list${suffix}`, { signal }) as Promise<ProblematicSectorView[]>;
    },
  });

/** The sector form's values (what the contract parses). */
export type SectorFormValues = {
  code: string;
  name: string;
  warehouse_id: string;
  internal: boolean;
  status_type_id: string;
};

/** The default warehouse is 1 (spec/02 §9); the status of a known problem by default. */
export const newSectorValues = (): SectorFormValues => ({ code: '', name: '', warehouse_id: '1', internal: false, status_type_id: '90' });

export const createProblematicSector = (values: SectorFormValues) =>
  call('POST', BASE, { body: values satisfies Record<keyof CreateProblematicSectorRequest, unknown> }) as Promise<{ id: number }>;

export const deleteProblematicSector = (id: number) => call('DELETE', BASE, { body: { id } });
