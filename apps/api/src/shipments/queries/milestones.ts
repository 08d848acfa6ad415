import { seededStatusBySystemId } from '@parcel/domain';
import { shipmentRowId } from '@parcel/read-models';

const CREATED = seededStatusBySystemId('created').id;
const REGISTERED = seededStatusBySystemId('registered_with_courier').id;
/** Where the system's own rows happen. */
const SYSTEM_PLACE = 'System';

export interface MilestoneRow {
  readonly id: number;
  readonly status_type_id: number;
  readonly when: Date;
  readonly where: string;
  readonly user_id: string | null;
}

/** The shipment's own history rows (created, registered with the courier), from its columns; newest first. */
export function milestoneRows(s: {
  id: number;
  created_at: Date;
  created_by: string | null;
  registered_at: Date | null;
  registered_by: string | null;
}): MilestoneRow[] {
  const created = {
    id: shipmentRowId(s.id, 'created'),
    status_type_id: CREATED,
    when: s.created_at,
    where: SYSTEM_PLACE,
    user_id: s.created_by,
  };
  if (!s.registered_at) return [created];
  return [
    {
      id: shipmentRowId(s.id, 'registered'),
      status_type_id: REGISTERED,
      when: s.registered_at,
      where: SYSTEM_PLACE,
      user_id: s.registered_by,
    },
    created,
  ];
}
