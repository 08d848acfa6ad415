import type { StartProductOptions } from './product.js';
import { productWithEventStore, withSteps, type Suite } from './suite.js';

/** Who did it, as the API's metadata says (a worker at a workstation of TYCHY). */
export interface FloorActor {
  readonly userId: string;
  readonly workstation: string;
}

export interface FloorSuite extends Suite {
  /**
   * Puts a parcel in a problematic sector as the scanning screen does
   * (ParcelSectorAssigned on the parcel's stream, straight into the product's
   * event store: the scanning endpoint is another part's work); the product's
   * projector picks it up by polling.
   */
  putInSector(parcelId: number, shipmentId: number, sectorId: number, actor: FloorActor, at?: string): Promise<void>;
}

/**
 * The product on a database this test file made itself (so it can also write
 * floor events into the product's event store), and a browser.
 */
export function productWithFloorEvents(options: StartProductOptions = {}): FloorSuite {
  const suite = productWithEventStore('floor', options);
  return withSteps<Omit<FloorSuite, keyof Suite>>(suite, {
    async putInSector(parcelId: number, shipmentId: number, sectorId: number, actor: FloorActor, at = new Date().toISOString()) {
      const data = { parcelId, shipmentId, sectorId, sectorCode: String(sectorId), statusTypeId: sectorId === 1 ? 91 : 90, at };
      const by = { userId: actor.userId, role: 1, workstation: actor.workstation, warehouse: 'TYCHY' };
      await suite.record(`parcel-${parcelId}`, 'ParcelSectorAssigned', data, by, at);
    },
  });
}
