// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { playScanSound, SCAN_SOUNDS } from './scan-sound';

describe('scan sounds', () => {
  it('success is short and high, warning two mid beeps, error long and low', () => {
    const { success, warning, error } = SCAN_SOUNDS;
    expect(success).toHaveLength(1);
    expect(warning).toHaveLength(2);
    expect(error).toHaveLength(1);
    expect(success[0]!.frequency).toBeGreaterThan(warning[0]!.frequency);
    expect(warning[0]!.frequency).toBeGreaterThan(error[0]!.frequency);
    expect(success[0]!.durationMs).toBeLessThan(error[0]!.durationMs);
    expect(warning[1]!.startMs).toBeGreaterThan(warning[0]!.startMs + warning[0]!.durationMs);
  });

  it('given a browser without Web Audio (jsdom), then nothing plays and nothing fails', () => {
    expect('AudioContext' in globalThis).toBe(false);
    expect(playScanSound('error')).toBe(false);
  });
});
