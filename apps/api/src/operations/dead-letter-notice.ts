import { DEAD_LETTERS } from '@parcel/read-models';
import { readModelSubject, type NotificationBus } from '@parcel/platform';

/** Tells open dead-letter screens that the list changed. */
export function announceDeadLetters(bus: NotificationBus): void {
  bus.publish(readModelSubject(DEAD_LETTERS), { readModel: DEAD_LETTERS, ids: [] });
}
