import { DOWNLOADABLE_EXPORT_STATUSES, type ExportStatus } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { openInNewWindow, PopupBlocked } from '@/shared/ui/new-window';
import { invoiceErrorText } from './invoice-errors';
import { invoicePdfUrl, statementFileUrl } from './invoices.api';

async function open(address: () => Promise<string>): Promise<void> {
  try {
    await openInNewWindow(address);
  } catch (error) {
    toast.error(error instanceof PopupBlocked ? t('invoices.detail.popupBlocked') : invoiceErrorText(error));
  }
}

/** The invoice's PDF in a new window (GET invoice/{id}/download with a public file token). */
export const downloadInvoicePdf = (id: number): Promise<void> => open(() => invoicePdfUrl(id));

/** The billing statement in a new window; a statement with no file (yet, or any more) gives the spec's warning instead. */
export function downloadStatement(id: number, status: string): Promise<void> {
  if (!(DOWNLOADABLE_EXPORT_STATUSES as readonly string[]).includes(status as ExportStatus)) {
    toast.warning(t('invoices.detail.notDownloadable'));
    return Promise.resolve();
  }
  return open(() => statementFileUrl(id));
}
