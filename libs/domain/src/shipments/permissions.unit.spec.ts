import { describe, expect, it } from 'vitest';
import { shipmentActions, type ShipmentView } from './permissions.js';

const view = (over: Partial<ShipmentView> = {}): ShipmentView => ({
  role: 'admin',
  context: 'shipment',
  registration: 'failed',
  deleted: false,
  creator: 'app_v2',
  anyParcelReceived: false,
  hasBufferNumber: false,
  hasDuplicatedNumber: false,
  parcelHasBufferNumber: false,
  processable: true,
  ...over,
});

describe('who may do what with a shipment (spec/03 §6)', () => {
  it.each([
    ['admin edits an unregistered shipment', view(), 'edit', true],
    ['nobody edits a registered one', view({ registration: 'registered' }), 'edit', false],
    ['a worker never edits', view({ role: 'warehouse_worker' }), 'edit', false],
    ['a buffer number makes it read-only', view({ hasBufferNumber: true }), 'edit', false],
    ['admin marks deleted even when received', view({ anyParcelReceived: true, registration: 'registered' }), 'markDeleted', true],
    ['a worker cannot mark deleted', view({ role: 'warehouse_worker' }), 'markDeleted', false],
    ['a client marks its shipment deleted before reception', view({ role: 'client' }), 'markDeleted', true],
    ['not once a parcel was received', view({ role: 'client', anyParcelReceived: true }), 'markDeleted', false],
    ['not in parcel context', view({ role: 'client', context: 'parcel' }), 'markDeleted', false],
    ['not an init_scan shipment', view({ role: 'client', creator: 'init_scan' }), 'markDeleted', false],
    ['a client retries a failed registration', view({ role: 'client' }), 'retryRegistration', true],
    ['a worker sets statuses', view({ role: 'warehouse_worker' }), 'setStatus', true],
    ['a client does not', view({ role: 'client' }), 'setStatus', false],
    ['only admin deletes status rows', view({ role: 'warehouse_worker' }), 'deleteStatus', false],
    ['labels in shipment context', view(), 'printLabel', true],
    ['no labels in parcel context', view({ context: 'parcel' }), 'printLabel', false],
    ['no labels for init_scan', view({ creator: 'init_scan' }), 'printLabel', false],
    [
      'return sticker needs parcel context and a duplicated number',
      view({ context: 'parcel', hasDuplicatedNumber: true }),
      'returnSticker',
      true,
    ],
    ['not without the duplicated number', view({ context: 'parcel' }), 'returnSticker', false],
    ['staff tabs for admin in shipment context', view(), 'staffTabs', true],
    ['not for a worker', view({ role: 'warehouse_worker' }), 'staffTabs', false],
    [
      'force-assign a buffer parcel (parcel context, buffer number, processable)',
      view({ context: 'parcel', parcelHasBufferNumber: true }),
      'forceAssign',
      'buffer',
    ],
    [
      'force-assign an unprocessable one',
      view({ context: 'parcel', parcelHasBufferNumber: true, processable: false }),
      'forceAssign',
      'unprocessable',
    ],
    ['no force-assign without a buffer number', view({ context: 'parcel' }), 'forceAssign', null],
    ['no force-assign in shipment context', view({ parcelHasBufferNumber: true }), 'forceAssign', null],
    [
      'no force-assign for a worker',
      view({ role: 'warehouse_worker', context: 'parcel', parcelHasBufferNumber: true }),
      'forceAssign',
      null,
    ],
  ] as const)('%s', (_name, given, action, expected) => {
    expect(shipmentActions(given)[action]).toBe(expected);
  });
});
