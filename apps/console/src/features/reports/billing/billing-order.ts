import type { ExportView } from '@parcel/contracts';
import { isDownloadable, orderOutcome, progressPercent } from '../export-view';

/**
 * The billing modal's state (spec/01 §2 "Billing modal", §4 "Billing order flow"): what it shows of the
 * order it placed and which buttons it offers. Pure: the modal feeds it the polled export.
 */
export interface BillingState {
  /** Ordering is offered while nothing runs: 'Przelicz i generuj' and 'Generuj'. */
  readonly canOrder: boolean;
  /** 'Pobierz' once the file can be taken (validated; validation_error keeps the download). */
  readonly canDownload: boolean;
  /** Percent with 2 decimals while the statement is being made and its size is known. */
  readonly progress: number | null;
  readonly outcome: ReturnType<typeof orderOutcome> | 'none';
}

export function billingState(view: Pick<ExportView, 'status' | 'performed_count' | 'total_count'> | null): BillingState {
  if (!view) return { canOrder: true, canDownload: false, progress: null, outcome: 'none' };
  const outcome = orderOutcome(view.status);
  return {
    canOrder: outcome !== 'pending',
    canDownload: isDownloadable(view.status),
    progress: progressPercent(view),
    outcome,
  };
}

/** Where the modal keeps the uuid of the client's last statement (spec/01 §4: internal_error clears it). */
export const billingOrderKey = (userId: string, clientId: number) => `billing-order:${userId}:${clientId}`;
