import { linkOptions } from '@tanstack/react-router';
import { CLIENT_DECISION_GROUP_ID, type DashboardProblemRule } from '@parcel/domain';

/**
 * The list behind each figure of the dashboard (docs/dashboard.md): the same
 * rows the figure counts. A listing link states its whole filter (what it
 * leaves out is open: no dates unless given); the listing applies it for the
 * visit instead of the saved filters.
 */
export const dashboardLinks = {
  /** Parcels first received in the warehouse today, of a status group (null: all of today's). */
  received: (today: string, statusGroupId: number | null) =>
    linkOptions({
      to: '/parcels',
      search: { date_type: 'received', start: today, end: today, ...(statusGroupId === null ? {} : { status_group_id: statusGroupId }) },
    }),
  /** Parcels waiting in a problematic sector, as the listing's sector filter finds them (no workstation needed). */
  sectorParcels: (sectorId: number) => linkOptions({ to: '/parcels', search: { problematic_sector_id: sectorId } }),
  /** The problem screen of one sector (a worker resolves them there). */
  resolveSector: (sectorId: number) => linkOptions({ to: '/resolve-problematic', search: { sector: sectorId, state: 'waiting' } }),
  /** Shipments with an open problem of the rule. */
  problem: (rule: DashboardProblemRule) => linkOptions({ to: '/parcels', search: { type: 'shipments', problem_rule_code: rule } }),
  /** Buffer parcels waiting to be adopted: the unprocessable parcels. */
  bufferParcels: () => linkOptions({ to: '/parcels', search: { processable: false } }),
  missingPriceLists: () => linkOptions({ to: '/clients', search: { list: 'missing_price_lists' } }),
  withoutCredentials: () => linkOptions({ to: '/clients', search: { list: 'missing_credentials' } }),
  unconfirmedUsers: () => linkOptions({ to: '/users', search: { unconfirmed: true } }),
  /** A client's parcels of a status group (on the way; problems awaiting its decision). */
  statusGroup: (statusGroupId: number) => linkOptions({ to: '/parcels', search: { status_group_id: statusGroupId } }),
  decisions: () => linkOptions({ to: '/parcels', search: { status_group_id: CLIENT_DECISION_GROUP_ID } }),
  shipment: (number: string) => linkOptions({ to: '/shipment/$internalNumber', params: { internalNumber: number } }),
  setWorkstation: () => linkOptions({ to: '/set-workstation' }),
  scan: () => linkOptions({ to: '/parcel-from-number' }),
};
