import { DomainError, assertNever } from '../shared/errors.js';
import type { AccountingPeriod } from './accounting-periods.js';
import type {
  InvoiceEvent,
  InvoiceIssuedData,
  InvoiceIssueRefusedData,
  InvoiceLine,
  InvoiceOpenedData,
  InvoiceStatus,
} from './invoice.events.js';

/**
 * One invoice: a client's invoice for one accounting period, on its own
 * stream. The stream id is also the oid the invoicing service keeps it under,
 * so a retried trigger, a second API replica or a crash between the call and
 * our event finds the one invoice the service made (docs/invoicing.md).
 *
 * The flow (spec/03 §4 names the statuses; the transitions are ours):
 *   (none) -> pending                      opened by the run (INVOICING_BLOCK clients: nothing)
 *   pending -> missing_client_id           the client has no FAKTUROWNIA_ID
 *   pending -> waiting_for_report          the billing statement is ordered
 *   waiting_for_report -> report_validated | report_validation_error
 *   report_validated -> issued             the service numbered it
 *   report_validated -> report_validated   the service refused it (InvoiceIssueRefused: the error shown, a re-issue tries again)
 *   report_validated -> missing_client_id  the FAKTUROWNIA_ID went missing before the call
 *   issued -> send                         the service mailed it
 *   any but issued, send -> pending        re-issue (attempt + 1)
 * A step recorded twice with the same facts records nothing (process managers replay).
 */

export const invoiceStream = (clientId: number, periodId: number): string => `invoice-${clientId}-${periodId}`;

export interface InvoiceState {
  /** null: the stream has no invoice yet. */
  readonly status: InvoiceStatus | null;
  readonly opened: InvoiceOpenedData | null;
  /** 1 for the first run, + 1 per re-issue. */
  readonly attempt: number;
  readonly statementIdentifier: string | null;
  readonly positions: readonly InvoiceLine[];
  readonly totalGross: number | null;
  readonly issued: InvoiceIssuedData | null;
  readonly recipients: readonly string[];
  /** What the last issue call ran into (the service's refusal), until the next attempt. */
  readonly error: string | null;
}

export const initialInvoiceState: InvoiceState = {
  status: null,
  opened: null,
  attempt: 0,
  statementIdentifier: null,
  positions: [],
  totalGross: null,
  issued: null,
  recipients: [],
  error: null,
};

export function evolveInvoice(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'InvoiceOpened':
      return { ...initialInvoiceState, status: 'pending', opened: event.data, attempt: 1 };
    case 'InvoiceClientIdMissing':
      return { ...state, status: 'missing_client_id' };
    case 'InvoiceStatementOrdered':
      return {
        ...state,
        status: 'waiting_for_report',
        statementIdentifier: event.data.statementIdentifier,
        positions: [],
        totalGross: null,
        error: null,
      };
    case 'InvoiceStatementValidated':
      return { ...state, status: 'report_validated', positions: event.data.positions, totalGross: event.data.totalGross };
    case 'InvoiceStatementRejected':
      return { ...state, status: 'report_validation_error' };
    case 'InvoiceIssued':
      return { ...state, status: 'issued', issued: event.data, error: null };
    case 'InvoiceMailed':
      return { ...state, status: 'send', recipients: event.data.recipients };
    case 'InvoiceIssueRefused':
      return { ...state, error: event.data.message };
    case 'InvoiceReissueRequested':
      return {
        ...state,
        status: 'pending',
        attempt: event.data.attempt,
        statementIdentifier: null,
        positions: [],
        totalGross: null,
        error: null,
      };
    default:
      return assertNever(event);
  }
}

/** What the run knows of the client when it opens the invoice. */
export interface InvoiceClient {
  readonly clientId: number;
  readonly currency: 'PLN' | 'EUR';
  /** FAKTUROWNIA_ID; null or blank: none. */
  readonly fakturowniaId: string | null;
  /** INVOICING_BLOCK. */
  readonly invoicingBlocked: boolean;
}

/** Whether the run invoices the client at all: INVOICING_BLOCK clients are skipped. */
export const isInvoiceable = (client: Pick<InvoiceClient, 'invoicingBlocked'>): boolean => !client.invoicingBlocked;

const hasClientId = (client: Pick<InvoiceClient, 'fakturowniaId'>): boolean => (client.fakturowniaId ?? '').trim() !== '';

function opened(state: InvoiceState): InvoiceOpenedData & { status: InvoiceStatus } {
  if (state.status === null || state.opened === null) throw new DomainError('invoice_not_found');
  return { ...state.opened, status: state.status };
}

function conflict(state: InvoiceState, step: string): never {
  throw new DomainError('invoice_status_conflict', { status: state.status, step });
}

/**
 * The run opens the client's invoice for the period. A second open (a retried
 * trigger, another replica) records nothing; a blocked client gets none; a
 * client without FAKTUROWNIA_ID gets one in missing_client_id at once.
 */
export function openInvoice(
  state: InvoiceState,
  command: { invoiceId: number; client: InvoiceClient; period: AccountingPeriod },
): InvoiceEvent[] {
  const { invoiceId, client, period } = command;
  if (state.status !== null || !isInvoiceable(client)) return [];
  const events: InvoiceEvent[] = [
    {
      type: 'InvoiceOpened',
      data: {
        invoiceId,
        clientId: client.clientId,
        periodId: period.id,
        periodType: period.type,
        periodFrom: period.from,
        periodTo: period.to,
        currency: client.currency,
      },
    },
  ];
  if (!hasClientId(client)) events.push({ type: 'InvoiceClientIdMissing', data: { invoiceId } });
  return events;
}

/** The billing statement of the period was ordered (a report of type billing, its identifier). */
export function orderStatement(state: InvoiceState, statementIdentifier: string): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if (status === 'waiting_for_report' && state.statementIdentifier === statementIdentifier) return [];
  if (status !== 'pending') conflict(state, 'order_statement');
  return [{ type: 'InvoiceStatementOrdered', data: { invoiceId, statementIdentifier } }];
}

/** The result of a statement other than the one awaited (ordered before a re-issue) is ignored. */
const awaited = (state: InvoiceState, statementIdentifier: string): boolean => state.statementIdentifier === statementIdentifier;

export function recordStatementValidated(
  state: InvoiceState,
  result: { statementIdentifier: string; positions: readonly InvoiceLine[]; totalGross: number },
): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if (!awaited(state, result.statementIdentifier)) return [];
  if (status === 'report_validated') return [];
  if (status !== 'waiting_for_report') conflict(state, 'statement_validated');
  return [
    {
      type: 'InvoiceStatementValidated',
      data: { invoiceId, statementIdentifier: result.statementIdentifier, positions: [...result.positions], totalGross: result.totalGross },
    },
  ];
}

export function recordStatementRejected(state: InvoiceState, result: { statementIdentifier: string; errorsCount: number }): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if (!awaited(state, result.statementIdentifier)) return [];
  if (status === 'report_validation_error') return [];
  if (status !== 'waiting_for_report') conflict(state, 'statement_rejected');
  return [
    {
      type: 'InvoiceStatementRejected',
      data: { invoiceId, statementIdentifier: result.statementIdentifier, errorsCount: result.errorsCount },
    },
  ];
}

/** The client has no FAKTUROWNIA_ID when its invoice is to be issued. */
export function recordClientIdMissing(state: InvoiceState): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if (status === 'missing_client_id') return [];
  if (status !== 'pending' && status !== 'report_validated') conflict(state, 'client_id_missing');
  return [{ type: 'InvoiceClientIdMissing', data: { invoiceId } }];
}

/**
 * The service issued the invoice (its answer, or after a lost answer the one
 * found under our oid). The same invoice again records nothing; another one is
 * a conflict (the service keeps one per oid, so it cannot be ours).
 */
export function recordInvoiceIssued(state: InvoiceState, issued: Omit<InvoiceIssuedData, 'invoiceId'>): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if ((status === 'issued' || status === 'send') && state.issued?.externalId === issued.externalId) return [];
  if (status !== 'report_validated') conflict(state, 'issued');
  return [{ type: 'InvoiceIssued', data: { invoiceId, ...issued } }];
}

/**
 * The service refused the invoice (a 422: a FAKTUROWNIA_ID that is no service
 * id, a buyer field it will not take). The status stays report_validated with
 * the error for the admin; a re-issue starts again. The same refusal again
 * records nothing.
 */
export function recordIssueRefused(state: InvoiceState, refusal: Omit<InvoiceIssueRefusedData, 'invoiceId'>): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if (status !== 'report_validated') conflict(state, 'issue_refused');
  if (state.error === refusal.message) return [];
  return [{ type: 'InvoiceIssueRefused', data: { invoiceId, message: refusal.message, fields: refusal.fields } }];
}

/** The service mailed the invoice to the client's INVOICING_EMAIL_ADDRESS (1..5 addresses). */
export function recordInvoiceMailed(state: InvoiceState, mail: { recipients: readonly string[]; sentAt: string }): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if (status === 'send') return [];
  if (status !== 'issued') conflict(state, 'mailed');
  return [{ type: 'InvoiceMailed', data: { invoiceId, recipients: [...mail.recipients], sentAt: mail.sentAt } }];
}

/** Statuses an admin may re-issue from (spec/03 §4: not sent, issued or printed). */
export const canReissue = (status: InvoiceStatus | null): boolean => status !== null && status !== 'issued' && status !== 'send';

/** DELETE app/v1/invoice (body id): the invoice starts again from pending, one attempt more. */
export function reissueInvoice(state: InvoiceState): InvoiceEvent[] {
  const { invoiceId, status } = opened(state);
  if (!canReissue(status)) throw new DomainError('invoice_reissue_not_allowed', { status });
  return [{ type: 'InvoiceReissueRequested', data: { invoiceId, attempt: state.attempt + 1 } }];
}
