import { periodContaining, ROLES, type AccountingPeriod, type ExportOrderedData } from '@parcel/domain';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';

/** The orderer of the statements invoices order: the system (an admin's rights; no session, no login). */
export const SYSTEM_ORDERER: AuthenticatedUser = {
  id: 'system:invoicing',
  email: 'system',
  role: ROLES.admin,
  sessionId: 'system',
  workstation: null,
};

/**
 * The invoice period a billing statement ordered by the invoice process
 * covers, from its order (the client and the period's first and last day), or
 * undefined for any other export.
 */
export function statementPeriod(order: ExportOrderedData | null): { clientId: number; period: AccountingPeriod } | undefined {
  if (!order || order.type !== 'billing' || order.userId !== SYSTEM_ORDERER.id || order.clientId === null) return undefined;
  const period = (['monthly', 'weekly'] as const)
    .map((type) => periodContaining(type, order.start))
    .find((p) => p.from === order.start && p.to === order.end);
  return period ? { clientId: order.clientId, period } : undefined;
}
