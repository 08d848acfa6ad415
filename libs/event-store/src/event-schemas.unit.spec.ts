import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidEventError } from './errors.js';
import { EventSchemas } from './event-schemas.js';
import type { RecordedEvent } from './types.js';
import { metadata } from './testing/event-store-contract.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/upcast-v1.json', import.meta.url), 'utf8')) as {
  stored: RecordedEvent;
  expectedData: unknown;
};

const schemas = new EventSchemas([
  {
    type: 'ContactRenamed',
    version: 2,
    schema: z.object({ contactId: z.string(), firstName: z.string(), lastName: z.string() }),
    upcasters: {
      1: (data) => {
        const { contactId, name } = data as { contactId: string; name: string };
        const [firstName = '', ...rest] = name.split(' ');
        return { contactId, firstName, lastName: rest.join(' ') };
      },
    },
  },
]);

describe('event schemas', () => {
  it('given a stored v1 event (fixture), when read, then it is upcast to the current version', () => {
    const upcast = schemas.upcast(fixture.stored);
    expect(upcast.version).toBe(2);
    expect(upcast.data).toEqual(fixture.expectedData);
    expect(upcast.metadata).toEqual(fixture.stored.metadata);
  });

  it('given a current event, when read, then it is unchanged', () => {
    const current = { ...fixture.stored, version: 2, data: fixture.expectedData };
    expect(schemas.upcast(current)).toBe(current);
  });

  it('given valid data, when appended, then the current version is stamped', () => {
    const prepared = schemas.prepare({ type: 'ContactRenamed', data: fixture.expectedData, metadata: metadata() });
    expect(prepared.version).toBe(2);
  });

  it('given invalid data or an unknown type, when appended, then InvalidEventError', () => {
    expect(() => schemas.prepare({ type: 'ContactRenamed', data: { contactId: 1 }, metadata: metadata() })).toThrow(InvalidEventError);
    expect(() => schemas.prepare({ type: 'Nope', data: {}, metadata: metadata() })).toThrow(InvalidEventError);
  });
});
