import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { whoamiResponse } from '@parcel/contracts';
import { isStaff } from '@parcel/domain';
import { call } from '@/shared/api/http';
import { session, type Session } from '@/shared/session/session';

const fetchWhoami = ({ signal }: { signal: AbortSignal }) => call('GET', 'whoami', { schema: whoamiResponse, signal });

const whoamiQuery = (userId: string) => queryOptions({ queryKey: ['users', 'whoami', userId], queryFn: fetchWhoami });

/**
 * Staff read whoami again whenever the workstations read model changes (an
 * admin ended their workflow, the workstation was deleted): the key starts with
 * `workstations`. Not read on entering the shell (the query above is).
 */
const workstationWhoamiQuery = (userId: string, current: Session) =>
  queryOptions({
    queryKey: ['workstations', 'whoami', userId],
    queryFn: fetchWhoami,
    initialData: { id: current.id, email: current.email, role: current.role, workstation: current.workstation },
    staleTime: Infinity,
  });

/**
 * Keeps the stored session's e-mail, role and workstation current: read on
 * entering the shell and again whenever the users read model (and, for staff,
 * the workstations read model) changes; live notifications refresh them. The
 * newer of the two answers wins. A changed role re-runs the route guards.
 */
export function useSessionSync(current: Session): void {
  const router = useRouter();
  const whoami = useQuery(whoamiQuery(current.id));
  const workstation = useQuery({ ...workstationWhoamiQuery(current.id, current), enabled: isStaff(current.role) });
  const latest = workstation.isFetched && workstation.dataUpdatedAt > whoami.dataUpdatedAt ? workstation : whoami;
  useEffect(() => {
    const data = latest.data;
    if (!data) return;
    const stored = session.get();
    if (!stored) return;
    if (
      stored.email !== data.email ||
      stored.role !== data.role ||
      JSON.stringify(stored.workstation) !== JSON.stringify(data.workstation)
    ) {
      session.set({ ...stored, email: data.email, role: data.role, workstation: data.workstation });
      // The guards run again: a screen the new role may not open is left for `/`.
      if (stored.role !== data.role) void router.invalidate();
    }
  }, [latest.data]);
}
