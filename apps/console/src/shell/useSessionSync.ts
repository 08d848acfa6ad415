import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { whoamiResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';
import { session, type Session } from '@/shared/session/session';

const whoamiQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'whoami', userId],
    queryFn: ({ signal }) => call('GET', 'whoami', { schema: whoamiResponse, signal }),
  });

/**
 * Keeps the stored session's e-mail, role and workstation current: read on
 * entering the shell and again whenever the users read model changes (the key
 * starts with `users`, so live notifications refresh it). A changed role
 * re-runs the route guards.
 */
export function useSessionSync(current: Session): void {
  const router = useRouter();
  const whoami = useQuery(whoamiQuery(current.id));
  useEffect(() => {
    const data = whoami.data;
    if (!data) return;
    const stored = session.get();
    if (!stored) return;
    if (stored.email !== data.email || stored.role !== data.role || JSON.stringify(stored.workstation) !== JSON.stringify(data.workstation)) {
      session.set({ ...stored, email: data.email, role: data.role, workstation: data.workstation });
      // The guards run again: a screen the new role may not open is left for `/`.
      if (stored.role !== data.role) void router.invalidate();
    }
  }, [whoami.data]);
}
