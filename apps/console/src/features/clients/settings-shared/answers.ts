import { t } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';

/** spec/01 §9: the block-dispatch message stays 3950 ms (the unblock message too). */
const DISPATCH_TOAST_MS = 3_950;

type DispatchMessage = 'sending_shipments_block' | 'sending_shipments_unblock';
const isDispatchMessage = (message: string): message is DispatchMessage =>
  message === 'sending_shipments_block' || message === 'sending_shipments_unblock';

/** spec/01 §8 'Nadawanie zostało zablokowane dla klienta ...': the client's name in bold (escaped, and the toast is sanitized). */
export function toastDispatch(message: DispatchMessage, clientName: string): void {
  toast.success(t(`clients.toast.${message}`, { name: clientName, interpolation: { escapeValue: true } }), { html: true, durationMs: DISPATCH_TOAST_MS });
}

/**
 * The API's answer message as a success toast (spec/01 §8), a generic one for a
 * code without a text. The dispatch messages name the client (writes of the
 * parameters pass its name).
 */
export function toastAnswer(message: string, clientName = ''): void {
  if (isDispatchMessage(message)) {
    toastDispatch(message, clientName);
    return;
  }
  toast.success(t(`clients.settings.messages.${message}` as 'clients.settings.messages.saved', { defaultValue: t('clients.settings.messages.saved') }));
}
