import { describe, expect, it } from 'vitest';
import { waitedText } from './waited';

const SINCE = '2026-11-26T08:00:00.000Z';
const after = (minutes: number) => Date.parse(SINCE) + minutes * 60_000 + 30_000;

describe('how long a parcel has waited', () => {
  it.each([
    [0, 'minutes', { d: 0, h: 0, m: 0 }],
    [59, 'minutes', { d: 0, h: 0, m: 59 }],
    [60, 'hours', { d: 0, h: 1, m: 0 }],
    [135, 'hours', { d: 0, h: 2, m: 15 }],
    [1440 + 180, 'days', { d: 1, h: 3, m: 0 }],
    [-5, 'minutes', { d: 0, h: 0, m: 0 }],
  ])('after %i minutes: %s', (minutes, key, values) => {
    expect(waitedText(SINCE, after(minutes))).toEqual({ key, values });
  });
});
