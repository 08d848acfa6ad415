import { z } from 'zod';

/**
 * The live floor view (issue 11 §6; not in the spec). Base path app/v1:
 * GET warehouse/floor (admin)   everything the /floor screen shows, in one answer (FloorView)
 * Live read model: 'floor' (one notice per projector batch; the console's query key starts with it).
 */

const isoTime = z.string();

export const floorScanKinds = ['status', 'classified', 'sector', 'resolved', 'measured'] as const;

export const floorLastScan = z.object({
  at: isoTime,
  parcel_id: z.number(),
  /** The parcel's internal number (null when the shipments read model does not know the parcel yet). */
  parcel_number: z.string().nullable(),
  kind: z.enum(floorScanKinds),
  status_type_id: z.number().nullable(),
  status_name: z.string().nullable(),
  zone: z.number().nullable(),
  sector_code: z.string().nullable(),
});

export const floorWorkstation = z.object({
  id: z.number(),
  code: z.string(),
  type: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  worker: z.object({ user_id: z.string(), email: z.string(), since: isoTime }).nullable(),
  /** Scans (requests recording something about a parcel) in the last `window_minutes` minutes. */
  scans: z.number(),
  last_scan: floorLastScan.nullable(),
});

export const floorZone = z.object({ zone: z.number(), waiting: z.number(), oldest_since: isoTime.nullable() });
export const floorSector = z.object({
  sector_id: z.number(),
  code: z.string(),
  /** The sector's name (the problematic sectors read model, else the seeded list); null when unknown (shown by code). */
  name: z.string().nullable(),
  waiting: z.number(),
  oldest_since: isoTime.nullable(),
});

export const floorViewResponse = z.object({
  generated_at: isoTime,
  warehouse: z.object({ id: z.number(), name: z.string() }),
  window_minutes: z.number(),
  workstations: z.array(floorWorkstation),
  zones: z.array(floorZone),
  sectors: z.array(floorSector),
});

export type FloorLastScan = z.infer<typeof floorLastScan>;
export type FloorWorkstation = z.infer<typeof floorWorkstation>;
export type FloorZone = z.infer<typeof floorZone>;
export type FloorSector = z.infer<typeof floorSector>;
export type FloorView = z.infer<typeof floorViewResponse>;
