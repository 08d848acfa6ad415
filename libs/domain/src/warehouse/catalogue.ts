/**
 * The warehouses and workstation types (seeded reference data, not events:
 * spec/02 §3 names them but no screen edits them). TYCHY is warehouse 1.
 */
export interface Warehouse {
  readonly id: number;
  readonly name: string;
}

export interface WorkstationType {
  readonly id: number;
  readonly name: string;
  readonly code: string;
}

export const WAREHOUSES: readonly Warehouse[] = [{ id: 1, name: 'TYCHY' }];
export const DEFAULT_WAREHOUSE_ID = 1;

/** One type per kind of work on the floor (a worker may use any scanning screen at any workstation; the type names the desk). */
export const WORKSTATION_TYPES: readonly WorkstationType[] = [
  { id: 1, name: 'Skanowanie przesyłek', code: 'SCAN' },
  { id: 2, name: 'Sortowanie', code: 'SORT' },
  { id: 3, name: 'Przyjęcie z przypisaniem klienta', code: 'INTAKE' },
  { id: 4, name: 'Przyjęcie od kurierów zewnętrznych', code: 'INBOUND' },
  { id: 5, name: 'Sektor problematyczny', code: 'PROBLEM' },
];

export const warehouseById = (id: number): Warehouse | undefined => WAREHOUSES.find((w) => w.id === id);
export const workstationTypeById = (id: number): WorkstationType | undefined => WORKSTATION_TYPES.find((t) => t.id === id);

/**
 * How a workflow (a worker's time at a workstation) ends: left by the worker,
 * ended by the worker's logout, ended by an admin, left for another workstation
 * the worker claimed, or ended because the workstation was deleted.
 */
export const WORKFLOW_END_TYPES = ['manual', 'logout', 'admin', 'switch', 'workstation_deleted'] as const;
export type WorkflowEndType = (typeof WORKFLOW_END_TYPES)[number];

/** A user's workstation as whoami and login show it (spec/01 §3: string ids, its type and warehouse named). */
export function describeWorkstation(w: { id: number; code: string; typeId: number; warehouseId: number }) {
  const type = workstationTypeById(w.typeId);
  const warehouse = warehouseById(w.warehouseId);
  return {
    id: String(w.id),
    code: w.code,
    type: { id: String(w.typeId), name: type?.name ?? '', code: type?.code ?? '' },
    warehouse: { id: String(w.warehouseId), name: warehouse?.name ?? '' },
  };
}
