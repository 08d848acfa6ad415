import { describeEventStoreContract } from '../testing/event-store-contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/** Runs against a real KurrentDB / EventStoreDB, e.g. EVENTSTORE_URL=kurrentdb://localhost:2113?tls=false */
const url = process.env['EVENTSTORE_URL'];

describeEventStoreContract(
  'KurrentDB',
  async () => {
    const store = await KurrentDbEventStore.connect(url!);
    return { store, teardown: () => store.close() };
  },
  url ? undefined : 'EVENTSTORE_URL is not set',
);
