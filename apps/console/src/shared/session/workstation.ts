import { messageResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';
import { session, type Session } from './session';

export type SessionWorkstation = NonNullable<Session['workstation']>;

/** The stored session's workstation changes now (a claim's answer, leaving); whoami confirms it later. */
export function setSessionWorkstation(workstation: SessionWorkstation | null): void {
  const stored = session.get();
  if (stored) session.set({ ...stored, workstation });
}

/** 'TYCHY · ST-01': where a staff member works. */
export const workstationLabel = (workstation: SessionWorkstation): string => `${workstation.warehouse.name} · ${workstation.code}`;

/** Leaves the workstation by hand (end type manual, spec/01 §4): the session has none from now on. */
export async function leaveWorkstation(): Promise<void> {
  await call('DELETE', 'app/v1/warehouse/workstation/workflow', { body: { type: 'manual' }, schema: messageResponse });
  setSessionWorkstation(null);
}
