import { notifications } from '@mantine/notifications';
import { t } from '@/shared/i18n/i18n';
import { sanitizeHtml } from './sanitize';
import { ActiveToasts } from './toast-keys';

/** spec/01 §9: messages stay 10 s unless a toast says otherwise. */
export const TOAST_DEFAULT_MS = 10_000;

type Kind = 'success' | 'error' | 'warning' | 'info';
const COLORS: Record<Kind, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

export interface ToastOptions {
  /** The message is HTML (sanitized before it is shown). */
  readonly html?: boolean;
  /** How long it stays, in ms. */
  readonly durationMs?: number;
}

const active = new ActiveToasts();

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  const key = `${kind}:${message}`;
  if (!active.claim(key)) return;
  notifications.show({
    id: key,
    color: COLORS[kind],
    message: options.html ? <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(message) }} /> : message,
    autoClose: options.durationMs ?? TOAST_DEFAULT_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': t('app.close') },
    onClose: () => active.release(key),
  });
}

/** Toasts at the bottom left: one per message at a time, HTML sanitized. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Removes every toast, shown or queued: a login or a logout starts with none of the previous person's messages. */
  clear: () => {
    notifications.clean();
    active.clear();
  },
};
