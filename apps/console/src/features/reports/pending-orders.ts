import { useSyncExternalStore } from 'react';

/**
 * The reports this browser tab ordered and still waits for (uuids), per user, and whether the user ordered one
 * in this session (a warehouse worker sees "Moje raporty" only then: workers never fetch the count). Kept in
 * sessionStorage, so a reload keeps watching an order, and another tab or the next login starts clean.
 */
export interface PendingOrders {
  readonly userId: string;
  readonly uuids: readonly string[];
  readonly ordered: boolean;
}

export const PENDING_ORDERS_KEY = 'reports-pending';

export const emptyOrders = (userId: string): PendingOrders => ({ userId, uuids: [], ordered: false });

export function withOrder(state: PendingOrders, uuid: string): PendingOrders {
  return { ...state, uuids: state.uuids.includes(uuid) ? state.uuids : [...state.uuids, uuid], ordered: true };
}

export function withoutOrder(state: PendingOrders, uuid: string): PendingOrders {
  return state.uuids.includes(uuid) ? { ...state, uuids: state.uuids.filter((u) => u !== uuid) } : state;
}

/** The stored state when it belongs to this user; anything else (another user, garbage) starts empty. */
export function parseOrders(text: string | null, userId: string): PendingOrders {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<PendingOrders> | null;
    if (value && value.userId === userId && Array.isArray(value.uuids)) {
      return { userId, uuids: value.uuids.filter((u): u is string => typeof u === 'string'), ordered: value.ordered === true };
    }
  } catch {
    // a broken entry starts empty
  }
  return emptyOrders(userId);
}

let current: PendingOrders | null = null;
const listeners = new Set<() => void>();

function stateOf(userId: string): PendingOrders {
  if (current?.userId !== userId) current = parseOrders(sessionStorage.getItem(PENDING_ORDERS_KEY), userId);
  return current;
}

function update(userId: string, change: (state: PendingOrders) => PendingOrders): void {
  const next = change(stateOf(userId));
  if (next === current) return;
  current = next;
  sessionStorage.setItem(PENDING_ORDERS_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

export const pendingOrders = {
  add: (userId: string, uuid: string) => update(userId, (state) => withOrder(state, uuid)),
  settle: (userId: string, uuid: string) => update(userId, (state) => withoutOrder(state, uuid)),
  get: stateOf,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePendingOrders(userId: string): PendingOrders {
  return useSyncExternalStore(pendingOrders.subscribe, () => stateOf(userId));
}
