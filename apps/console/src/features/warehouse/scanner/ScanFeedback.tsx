import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { playScanSound, type ScanSoundKind } from './scan-sound';

export type ScanFeedbackKind = ScanSoundKind;

export interface ScanFeedbackMessage {
  readonly id: number;
  readonly kind: ScanFeedbackKind;
  readonly text: string;
  /** A second, smaller line (a zone, a courier, what to do next). */
  readonly details?: string;
}

export interface ShowFeedbackOptions {
  /** Hides the message after this long; by default it stays until the next one. */
  readonly durationMs?: number;
  /** Plays the kind's sound (default true). */
  readonly sound?: boolean;
  readonly details?: string;
}

let sequence = 0;

/** The feedback of a scanning screen: `show(kind, text)` (or success/warning/error) sets it and plays its sound. */
export function useScanFeedback() {
  const [message, setMessage] = useState<ScanFeedbackMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback((kind: ScanFeedbackKind, text: string, options: ShowFeedbackOptions = {}) => {
    clearTimeout(timer.current);
    setMessage({ id: ++sequence, kind, text, details: options.details });
    if (options.sound !== false) playScanSound(kind);
    if (options.durationMs) timer.current = setTimeout(() => setMessage(null), options.durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      message,
      show,
      clear,
      success: (text: string, options?: ShowFeedbackOptions) => show('success', text, options),
      warning: (text: string, options?: ShowFeedbackOptions) => show('warning', text, options),
      error: (text: string, options?: ShowFeedbackOptions) => show('error', text, options),
    }),
    [message, show, clear],
  );
}

// Colours with at least 4.5:1 contrast to their text (WCAG AA), and a sign so colour is never the only cue.
const LOOK: Record<ScanFeedbackKind, { background: string; color: string; sign: string }> = {
  success: { background: '#1b6e2e', color: '#ffffff', sign: '✓' },
  warning: { background: '#f08c00', color: '#000000', sign: '!' },
  error: { background: '#b3261e', color: '#ffffff', sign: '✕' },
};

/**
 * The big feedback of the last scan: a full-width coloured block with a sign,
 * the kind in words and the text, readable at arm's length on a 360 px phone
 * and on a desktop; announced to screen readers (aria-live).
 */
export function ScanFeedback({ message }: { readonly message: ScanFeedbackMessage | null }) {
  const { t } = useTranslation();
  const look = message ? LOOK[message.kind] : null;
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message && look && (
        <Box
          key={message.id}
          data-scan-feedback={message.kind}
          p="md"
          style={{
            background: look.background,
            color: look.color,
            borderRadius: 'var(--mantine-radius-md)',
            display: 'flex',
            alignItems: 'center',
            gap: 'var(--mantine-spacing-md)',
          }}
        >
          <Text component="span" aria-hidden="true" c="inherit" fw={900} lh={1} style={{ fontSize: 'clamp(2.5rem, 12vw, 4rem)' }}>
            {look.sign}
          </Text>
          <div style={{ minWidth: 0 }}>
            <Text c="inherit" fw={800} tt="uppercase" size="sm">
              {t(`warehouse.scanner.feedback.${message.kind}`)}
            </Text>
            <Text c="inherit" fw={700} lh={1.2} style={{ fontSize: 'clamp(1.35rem, 5.5vw, 2.25rem)', overflowWrap: 'anywhere' }}>
              {message.text}
            </Text>
            {message.details && (
              <Text c="inherit" size="lg" style={{ overflowWrap: 'anywhere' }}>
                {message.details}
              </Text>
            )}
          </div>
        </Box>
      )}
    </div>
  );
}
