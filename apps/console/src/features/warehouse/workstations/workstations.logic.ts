import type { EmployeeEmail, WorkflowRow, WorkstationFullRow } from '@parcel/contracts';
import { WORKFLOW_END_TYPES, type WorkflowEndType } from '@parcel/domain';

/** The workstation tables show 5 rows a page (spec/02 §9). */
export const WORKSTATION_PAGE_SIZE = 5;

/** The cards of /workstations-list (the spec's `card` parameter): workstations, workflow history, employees. */
export const WORKSTATION_CARDS = ['workstations-list', 'workflow_history', 'workstation'] as const;
export type WorkstationCard = (typeof WORKSTATION_CARDS)[number];

/**
 * Where /set-workstation goes back to once the workstation is set: only an
 * address inside the console (`/x`, never `//host` or a full URL), and never
 * /set-workstation itself; anything else means "stay here".
 */
export function returnPathOf(from: string | undefined): string | undefined {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return undefined;
  const path = from.split(/[?#]/)[0]!;
  if (path === '/set-workstation' || path.startsWith('/set-workstation/')) return undefined;
  return from;
}

/** The rows of one page (1-based), for lists the API answers whole. */
export function pageOf<Row>(rows: readonly Row[], page: number, size: number = WORKSTATION_PAGE_SIZE): readonly Row[] {
  return rows.slice((page - 1) * size, page * size);
}

/** How many pages (at least one). */
export const pagesOf = (count: number, size: number = WORKSTATION_PAGE_SIZE): number => Math.max(1, Math.ceil(count / size));

export interface EmployeeWithWorkstation extends EmployeeEmail {
  /** The code of the workstation the employee works at now, or null. */
  readonly workstation: string | null;
}

/** Each employee with the workstation they are at now (from the full-info list of workstations). */
export function employeesWithWorkstations(
  employees: readonly EmployeeEmail[],
  workstations: readonly WorkstationFullRow[],
): readonly EmployeeWithWorkstation[] {
  const codeByUser = new Map(workstations.filter((w) => w.active_user_id).map((w) => [w.active_user_id!, w.code]));
  return employees.map((employee) => ({ ...employee, workstation: codeByUser.get(employee.id) ?? null }));
}

/** A workflow's end type as a key of the Polish namespace; an unfinished workflow is 'active'. */
export function endTypeKey(row: Pick<WorkflowRow, 'end_type' | 'end_at'>): WorkflowEndType | 'active' | 'unknown' {
  if (row.end_type === null && row.end_at === null) return 'active';
  return (WORKFLOW_END_TYPES as readonly string[]).includes(row.end_type ?? '') ? (row.end_type as WorkflowEndType) : 'unknown';
}
