import { describe, expect, it } from 'vitest';
import { triggerRefusal } from './trigger-refusal';

describe('a refused invoicing trigger', () => {
  it('given 409, then the buffer-parcels message of spec/03 §8 for 10 s', () => {
    expect(triggerRefusal({ status: 409, body: { code: 'invoicing_buffer_parcels_waiting' } })).toEqual({
      messages: ['Przed rozpoczęciem generowania faktur należy przypisać przesyłki buforowe.'],
      durationMs: 10_000,
    });
  });

  it('given 410 with client names, then one message per client, each named once', () => {
    const refusal = triggerRefusal({ status: 410, body: { client_names: ['Sklep Ania', 'Hurtownia Bolek', 'Sklep Ania'] } });
    expect(refusal?.messages).toEqual([
      'Cenniki klienta Sklep Ania wymagają sprawdzenia!',
      'Cenniki klienta Hurtownia Bolek wymagają sprawdzenia!',
    ]);
  });

  it('given 410 whose entries are the whole sentences already, then each is shown as it is (not wrapped twice)', () => {
    const refusal = triggerRefusal({ status: 410, body: { client_names: ['Cenniki klienta Sklep Ania wymagają sprawdzenia!'] } });
    expect(refusal?.messages).toEqual(['Cenniki klienta Sklep Ania wymagają sprawdzenia!']);
  });

  it('given 410 naming no client, or another failure, then none of these messages (the common error text applies)', () => {
    expect(triggerRefusal({ status: 410, body: { client_names: [] } })).toBeNull();
    expect(triggerRefusal({ status: 410, body: {} })).toBeNull();
    expect(triggerRefusal({ status: 422, body: { code: 'validation_failed' } })).toBeNull();
    expect(triggerRefusal({ status: 500 })).toBeNull();
  });
});
