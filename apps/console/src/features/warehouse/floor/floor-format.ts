import type { FloorLastScan } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';

/** How long since `iso` at `now`: minutes, then hours and minutes, then days and hours. */
export function waitedFor(iso: string | null, now: number): string {
  if (!iso) return t('warehouseFloor.none');
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return t('warehouseFloor.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('warehouseFloor.hours', { hours, minutes: minutes % 60 });
  return t('warehouseFloor.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** What a scan did: the status's name, the zone, the sector. */
export function scanWhat(scan: FloorLastScan): string {
  const status = scan.status_name ?? (scan.status_type_id === null ? '' : t('warehouseFloor.status', { id: scan.status_type_id }));
  return t(`warehouseFloor.kinds.${scan.kind}`, { status, zone: scan.zone ?? '', sector: scan.sector_code ?? '' });
}
