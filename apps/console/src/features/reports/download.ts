import type { ExportView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { t } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { openInNewWindow, PopupBlocked } from '@/shared/ui/new-window';
import { isDownloadable } from './export-view';
import { exportDownloadUrl } from './reports.api';

/**
 * A report's file in a new window (GET download/{identifier} with a public file token); a status that has no
 * file yet (or any more) gives the spec's warning instead of a window.
 */
export async function downloadExport(view: Pick<ExportView, 'identifier' | 'status'>): Promise<void> {
  if (!isDownloadable(view.status)) return toast.warning(t('reports.notDownloadable'));
  try {
    await openInNewWindow(() => exportDownloadUrl(view.identifier));
  } catch (error) {
    toast.error(error instanceof PopupBlocked ? t('reports.popupBlocked') : errorText(error));
  }
}
