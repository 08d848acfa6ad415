import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { warehouseView, workstationRow, workstationTypeView, type TagRequest } from '@parcel/contracts';
import { call, callFile } from '@/shared/api/http';

/** What the pickers read; query keys start with the read model's name (live notices refresh them). */
export type Warehouse = z.output<typeof warehouseView>;
export type WorkstationType = z.output<typeof workstationTypeView>;
export type Workstation = z.output<typeof workstationRow>;
export interface ProblematicSector {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly warehouse_id: number;
  readonly internal: number;
  readonly status_type_id: number | null;
}

/** GET app/v1/warehouse: the warehouses. */
export const warehousesQuery = () =>
  queryOptions({
    queryKey: ['warehouses'],
    queryFn: ({ signal }) => call('GET', 'app/v1/warehouse', { signal, schema: z.array(warehouseView) }),
  });

/** GET app/v1/warehouse/workstation-types. */
export const workstationTypesQuery = () =>
  queryOptions({
    queryKey: ['workstation_types'],
    queryFn: ({ signal }) => call('GET', 'app/v1/warehouse/workstation-types', { signal, schema: z.array(workstationTypeView) }),
  });

/** GET app/v1/warehouse/{id}/workstation/by-type/{type}: the workstations of a warehouse of one type. */
export const workstationsQuery = (warehouseId: number, typeId: number) =>
  queryOptions({
    queryKey: ['workstations', 'by-type', warehouseId, typeId],
    queryFn: ({ signal }) =>
      call('GET', `app/v1/warehouse/${warehouseId}/workstation/by-type/${typeId}`, { signal, schema: z.array(workstationRow) }),
  });

/** GET app/v1/problematic-sector/list: the problem sectors. */
export const problematicSectorsQuery = () =>
  queryOptions({
    queryKey: ['problematic_sectors', 'list'],
    queryFn: ({ signal }) => call('GET', 'app/v1/problematic-sector/list', { signal }) as Promise<ProblematicSector[]>,
  });

/** POST app/v1/tag: the tag's PDF, handed to the browser as a download. */
export async function downloadTag(tag: TagRequest): Promise<void> {
  const file = await callFile('app/v1/tag', `tag-${tag.type}.pdf`, { body: tag });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
