import { DomainError } from '../shared/errors.js';
import { isCalendarDate } from '../calendar/working-days.js';
import { accountablePeriod, periodById, type AccountingPeriod, type AccountingPeriodType } from './accounting-periods.js';

/**
 * The invoice run of one accounting period (POST app/v1/invoice/trigger):
 * a stream per period, `invoice-run-<type>-<periodId>`, holding the one event
 * that marks the period triggered (so GET .../accountable answers null
 * afterwards). One small stream per period: never hot, and two runs racing on
 * one period append to it with no_stream, so exactly one records the mark.
 * The invoices themselves are opened on their own streams before the mark.
 */

export const invoiceRunStream = (type: AccountingPeriodType, periodId: number): string => `invoice-run-${type}-${periodId}`;

export interface InvoiceRunTriggeredData {
  periodType: AccountingPeriodType;
  periodId: number;
  periodFrom: string;
  periodTo: string;
  /** The trigger date the period was chosen by (today by default). */
  triggerDate: string;
}

export type InvoiceRunEvent = { type: 'InvoiceRunTriggered'; data: InvoiceRunTriggeredData };

export interface InvoiceRunState {
  readonly triggered: InvoiceRunTriggeredData | null;
}

export const initialInvoiceRunState: InvoiceRunState = { triggered: null };

export function evolveInvoiceRun(state: InvoiceRunState, event: InvoiceRunEvent): InvoiceRunState {
  return event.type === 'InvoiceRunTriggered' && !state.triggered ? { triggered: event.data } : state;
}

/** Marks the period triggered; a period marked already records nothing (a racing or retried run). */
export function markRunTriggered(state: InvoiceRunState, period: AccountingPeriod, triggerDate: string): InvoiceRunEvent[] {
  if (state.triggered) return [];
  return [
    {
      type: 'InvoiceRunTriggered',
      data: { periodType: period.type, periodId: period.id, periodFrom: period.from, periodTo: period.to, triggerDate },
    },
  ];
}

export interface RunRequest {
  /** YYYY-MM-DD; a date after today is refused (it would invoice a period still running). */
  readonly triggerDate: string;
  readonly today: string;
  /** The run's type when no period is named (monthly by default). */
  readonly type: AccountingPeriodType;
  /** A period named by the admin (accountable_period_id). */
  readonly periodId?: number;
}

/**
 * The period a run invoices: the one named (any finished period, so a missed
 * run can still be made; its type is its id's), else the period accountable on
 * the trigger date. `isTriggered` says whether a period's run was recorded.
 * Refusals: invoice_trigger_date_future (422 on trigger_date),
 * accounting_period_not_accountable (422 on accountable_period_id: none
 * finished, no such period, or triggered already).
 */
export function runPeriod(request: RunRequest, isTriggered: (period: AccountingPeriod) => boolean): AccountingPeriod {
  const { triggerDate, today, type, periodId } = request;
  if (!isCalendarDate(triggerDate) || triggerDate > today) throw new DomainError('invoice_trigger_date_future');
  let period: AccountingPeriod | null | undefined;
  if (periodId !== undefined) {
    period = periodById(periodId);
    if (period && period.to >= triggerDate) period = null;
  } else {
    period = accountablePeriod(type, triggerDate);
  }
  if (!period || isTriggered(period)) throw new DomainError('accounting_period_not_accountable');
  return period;
}
