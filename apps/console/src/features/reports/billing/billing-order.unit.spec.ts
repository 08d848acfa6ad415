import { describe, expect, it } from 'vitest';
import { billingState } from './billing-order';

const view = (status: string, performed = 0, total = 0) => ({ status, performed_count: performed, total_count: total }) as never;

describe('the billing modal', () => {
  it.each([
    ['no order yet', null, { canOrder: true, canDownload: false, progress: null, outcome: 'none' }],
    ['an accepted order', view('order_accepted'), { canOrder: false, canDownload: false, progress: null, outcome: 'pending' }],
    ['a statement one third made', view('accounting', 1, 3), { canOrder: false, canDownload: false, progress: 33.33, outcome: 'pending' }],
    ['a validated statement', view('validated'), { canOrder: true, canDownload: true, progress: null, outcome: 'ready' }],
    [
      'a statement with validation errors',
      view('validation_error'),
      { canOrder: true, canDownload: true, progress: null, outcome: 'validation_error' },
    ],
    ['a failed statement', view('internal_error'), { canOrder: true, canDownload: false, progress: null, outcome: 'internal_error' }],
  ])('given %s, then the modal offers what it should', (_, polled, expected) => {
    expect(billingState(polled)).toEqual(expected);
  });
});
