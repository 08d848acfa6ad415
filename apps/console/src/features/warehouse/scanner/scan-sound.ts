/**
 * A distinct sound for each kind of scan feedback, made with Web Audio (no
 * sound files to download): success a short high beep, warning two mid beeps,
 * error a long low buzz. Heard over a warehouse's noise without looking.
 */
export type ScanSoundKind = 'success' | 'warning' | 'error';

export interface Tone {
  readonly frequency: number;
  readonly startMs: number;
  readonly durationMs: number;
  readonly wave: OscillatorType;
}

export const SCAN_SOUNDS: Readonly<Record<ScanSoundKind, readonly Tone[]>> = {
  success: [{ frequency: 1760, startMs: 0, durationMs: 90, wave: 'sine' }],
  warning: [
    { frequency: 660, startMs: 0, durationMs: 140, wave: 'square' },
    { frequency: 660, startMs: 220, durationMs: 140, wave: 'square' },
  ],
  error: [{ frequency: 160, startMs: 0, durationMs: 700, wave: 'sawtooth' }],
};

const VOLUME = 0.2;
const RAMP_S = 0.01;

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

/** Plays the kind's sound; false when the browser has no Web Audio (or refuses it), never an error. */
export function playScanSound(kind: ScanSoundKind): boolean {
  try {
    const audio = audioContext();
    if (!audio) return false;
    // Browsers start a context suspended until a user gesture; a scan is keys, so resuming is allowed.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    for (const tone of SCAN_SOUNDS[kind]) {
      const from = start + tone.startMs / 1000;
      const to = from + tone.durationMs / 1000;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.setValueAtTime(tone.frequency, from);
      // Ramps in and out so the beeps do not click.
      gain.gain.setValueAtTime(0, from);
      gain.gain.linearRampToValueAtTime(VOLUME, from + RAMP_S);
      gain.gain.setValueAtTime(VOLUME, to - RAMP_S);
      gain.gain.linearRampToValueAtTime(0, to);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(from);
      oscillator.stop(to + RAMP_S);
    }
    return true;
  } catch {
    return false;
  }
}
