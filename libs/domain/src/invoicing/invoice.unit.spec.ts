import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import type { AccountingPeriod } from './accounting-periods.js';
import type { InvoiceEvent, InvoiceIssuedData, InvoiceLine } from './invoice.events.js';
import {
  canReissue,
  evolveInvoice,
  initialInvoiceState,
  invoiceStream,
  isInvoiceable,
  openInvoice,
  orderStatement,
  recordClientIdMissing,
  recordInvoiceIssued,
  recordInvoiceMailed,
  recordIssueRefused,
  recordStatementRejected,
  recordStatementValidated,
  reissueInvoice,
  type InvoiceClient,
  type InvoiceState,
} from './invoice.js';

const NOVEMBER: AccountingPeriod = { id: 202611, type: 'monthly', from: '2026-11-01', to: '2026-11-30' };
const CLIENT: InvoiceClient = { clientId: 7, currency: 'PLN', fakturowniaId: '1001', invoicingBlocked: false };
const LINES: InvoiceLine[] = [{ name: 'Usługi kurierskie 11/2026', quantity: 1, totalPriceGross: 1230, tax: '23' }];
const ISSUED: Omit<InvoiceIssuedData, 'invoiceId'> = {
  externalId: 100000001,
  number: 'FV 1/12/2026',
  viewUrl: 'https://sandbox.fakturownia.invalid/invoice/abc',
  totalGross: 1230,
  issueDate: '2026-12-01',
  sellDate: '2026-11-30',
  paymentTo: '2026-12-15',
};

const opened: InvoiceEvent = {
  type: 'InvoiceOpened',
  data: {
    invoiceId: 5,
    clientId: 7,
    periodId: 202611,
    periodType: 'monthly',
    periodFrom: '2026-11-01',
    periodTo: '2026-11-30',
    currency: 'PLN',
  },
};
const clientIdMissing: InvoiceEvent = { type: 'InvoiceClientIdMissing', data: { invoiceId: 5 } };
const ordered = (statementIdentifier = 'st-1'): InvoiceEvent => ({
  type: 'InvoiceStatementOrdered',
  data: { invoiceId: 5, statementIdentifier },
});
const validated = (statementIdentifier = 'st-1'): InvoiceEvent => ({
  type: 'InvoiceStatementValidated',
  data: { invoiceId: 5, statementIdentifier, positions: LINES, totalGross: 1230 },
});
const rejected = (statementIdentifier = 'st-1'): InvoiceEvent => ({
  type: 'InvoiceStatementRejected',
  data: { invoiceId: 5, statementIdentifier, errorsCount: 3 },
});
const issued: InvoiceEvent = { type: 'InvoiceIssued', data: { invoiceId: 5, ...ISSUED } };
const mailed: InvoiceEvent = {
  type: 'InvoiceMailed',
  data: { invoiceId: 5, recipients: ['faktury@klient.pl'], sentAt: '2026-12-01T09:00:00.000Z' },
};
const reissued = (attempt: number): InvoiceEvent => ({ type: 'InvoiceReissueRequested', data: { invoiceId: 5, attempt } });

const given = (...events: InvoiceEvent[]): InvoiceState => events.reduce(evolveInvoice, initialInvoiceState);
const thenError = (act: () => unknown, code: ErrorCode) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('opening an invoice', () => {
  it('lives on invoice-<clientId>-<periodId>, also its oid at the invoicing service', () => {
    expect(invoiceStream(7, 202611)).toBe('invoice-7-202611');
  });

  it('given no invoice, when the run opens it, then InvoiceOpened: pending, attempt 1', () => {
    const events = openInvoice(given(), { invoiceId: 5, client: CLIENT, period: NOVEMBER });
    expect(events).toEqual([opened]);
    expect(given(...events)).toMatchObject({ status: 'pending', attempt: 1 });
  });

  it('given the invoice is open (a retried trigger, another replica), when opened again, then nothing', () => {
    expect(openInvoice(given(opened), { invoiceId: 9, client: CLIENT, period: NOVEMBER })).toEqual([]);
    expect(openInvoice(given(opened, ordered()), { invoiceId: 5, client: CLIENT, period: NOVEMBER })).toEqual([]);
  });

  it('given an INVOICING_BLOCK client, then no invoice at all', () => {
    expect(isInvoiceable({ invoicingBlocked: true })).toBe(false);
    expect(openInvoice(given(), { invoiceId: 5, client: { ...CLIENT, invoicingBlocked: true }, period: NOVEMBER })).toEqual([]);
  });

  it('given a client without FAKTUROWNIA_ID (none or blank), then opened and missing_client_id at once', () => {
    for (const fakturowniaId of [null, '  ']) {
      const events = openInvoice(given(), { invoiceId: 5, client: { ...CLIENT, fakturowniaId }, period: NOVEMBER });
      expect(events).toEqual([opened, clientIdMissing]);
      expect(given(...events).status).toBe('missing_client_id');
    }
  });
});

describe('the billing statement', () => {
  it('given pending, when the statement is ordered, then waiting_for_report; the same order again records nothing', () => {
    expect(orderStatement(given(opened), 'st-1')).toEqual([ordered()]);
    expect(given(opened, ordered()).status).toBe('waiting_for_report');
    expect(orderStatement(given(opened, ordered()), 'st-1')).toEqual([]);
  });

  it('given waiting for another statement, or missing_client_id, when ordered, then invoice_status_conflict', () => {
    thenError(() => orderStatement(given(opened, ordered()), 'st-2'), 'invoice_status_conflict');
    thenError(() => orderStatement(given(opened, clientIdMissing), 'st-1'), 'invoice_status_conflict');
  });

  it('given no invoice, when any step is recorded, then invoice_not_found', () => {
    thenError(() => orderStatement(given(), 'st-1'), 'invoice_not_found');
    thenError(() => recordInvoiceMailed(given(), { recipients: ['a@b.pl'], sentAt: '2026-12-01T09:00:00.000Z' }), 'invoice_not_found');
  });

  it('given waiting, when the statement is validated, then report_validated with its lines; again: nothing', () => {
    const state = given(opened, ordered());
    expect(recordStatementValidated(state, { statementIdentifier: 'st-1', positions: LINES, totalGross: 1230 })).toEqual([validated()]);
    expect(given(opened, ordered(), validated())).toMatchObject({ status: 'report_validated', positions: LINES, totalGross: 1230 });
    expect(
      recordStatementValidated(given(opened, ordered(), validated()), { statementIdentifier: 'st-1', positions: LINES, totalGross: 1230 }),
    ).toEqual([]);
  });

  it('given waiting, when the statement has validation errors, then report_validation_error; again: nothing', () => {
    expect(recordStatementRejected(given(opened, ordered()), { statementIdentifier: 'st-1', errorsCount: 3 })).toEqual([rejected()]);
    expect(given(opened, ordered(), rejected()).status).toBe('report_validation_error');
    expect(recordStatementRejected(given(opened, ordered(), rejected()), { statementIdentifier: 'st-1', errorsCount: 3 })).toEqual([]);
  });

  it('given a re-issue ordered a new statement, when the old one reports, then it is ignored', () => {
    const state = given(opened, ordered('st-1'), rejected('st-1'), reissued(2), ordered('st-2'));
    expect(recordStatementValidated(state, { statementIdentifier: 'st-1', positions: LINES, totalGross: 1230 })).toEqual([]);
    expect(recordStatementRejected(state, { statementIdentifier: 'st-1', errorsCount: 1 })).toEqual([]);
    expect(recordStatementValidated(state, { statementIdentifier: 'st-2', positions: LINES, totalGross: 1230 })).toEqual([
      validated('st-2'),
    ]);
  });

  it('given the statement was validated, when it is reported rejected, then invoice_status_conflict', () => {
    thenError(
      () => recordStatementRejected(given(opened, ordered(), validated()), { statementIdentifier: 'st-1', errorsCount: 1 }),
      'invoice_status_conflict',
    );
  });
});

describe('issuing and mailing', () => {
  it('given report_validated, when the service issued it, then issued with its number; the same invoice again: nothing', () => {
    const state = given(opened, ordered(), validated());
    expect(recordInvoiceIssued(state, ISSUED)).toEqual([issued]);
    expect(given(opened, ordered(), validated(), issued)).toMatchObject({ status: 'issued', issued: { number: 'FV 1/12/2026' } });
    expect(recordInvoiceIssued(given(opened, ordered(), validated(), issued), ISSUED)).toEqual([]);
    expect(recordInvoiceIssued(given(opened, ordered(), validated(), issued, mailed), ISSUED)).toEqual([]);
  });

  it('given issued, when another external invoice is recorded, then invoice_status_conflict', () => {
    thenError(
      () => recordInvoiceIssued(given(opened, ordered(), validated(), issued), { ...ISSUED, externalId: 2 }),
      'invoice_status_conflict',
    );
  });

  it('given the statement is not validated, when issued is recorded, then invoice_status_conflict', () => {
    thenError(() => recordInvoiceIssued(given(opened, ordered()), ISSUED), 'invoice_status_conflict');
    thenError(() => recordInvoiceIssued(given(opened, ordered(), rejected()), ISSUED), 'invoice_status_conflict');
  });

  it('given report_validated, when the FAKTUROWNIA_ID went missing, then missing_client_id; again: nothing', () => {
    expect(recordClientIdMissing(given(opened, ordered(), validated()))).toEqual([clientIdMissing]);
    expect(recordClientIdMissing(given(opened, clientIdMissing))).toEqual([]);
    expect(recordClientIdMissing(given(opened))).toEqual([clientIdMissing]);
    thenError(() => recordClientIdMissing(given(opened, ordered(), validated(), issued)), 'invoice_status_conflict');
  });

  it('given issued, when the service mailed it, then send; again: nothing', () => {
    const mail = { recipients: ['faktury@klient.pl'], sentAt: '2026-12-01T09:00:00.000Z' };
    expect(recordInvoiceMailed(given(opened, ordered(), validated(), issued), mail)).toEqual([mailed]);
    expect(given(opened, ordered(), validated(), issued, mailed)).toMatchObject({ status: 'send', recipients: ['faktury@klient.pl'] });
    expect(recordInvoiceMailed(given(opened, ordered(), validated(), issued, mailed), mail)).toEqual([]);
  });

  it('given not issued, when mailed is recorded, then invoice_status_conflict', () => {
    thenError(
      () => recordInvoiceMailed(given(opened, ordered(), validated()), { recipients: ['a@b.pl'], sentAt: '2026-12-01T09:00:00.000Z' }),
      'invoice_status_conflict',
    );
  });
});

describe('re-issue (DELETE app/v1/invoice)', () => {
  it('given each status before issued, when re-issued, then pending again, one attempt more, the statement forgotten', () => {
    const before: InvoiceEvent[][] = [
      [opened],
      [opened, clientIdMissing],
      [opened, ordered()],
      [opened, ordered(), rejected()],
      [opened, ordered(), validated()],
    ];
    for (const history of before) {
      expect(reissueInvoice(given(...history)), history.map((e) => e.type).join()).toEqual([reissued(2)]);
    }
    expect(given(opened, ordered(), rejected(), reissued(2))).toMatchObject({
      status: 'pending',
      attempt: 2,
      statementIdentifier: null,
      positions: [],
    });
    expect(reissueInvoice(given(opened, ordered(), rejected(), reissued(2)))).toEqual([reissued(3)]);
  });

  it('given issued or sent, when re-issued, then invoice_reissue_not_allowed', () => {
    thenError(() => reissueInvoice(given(opened, ordered(), validated(), issued)), 'invoice_reissue_not_allowed');
    thenError(() => reissueInvoice(given(opened, ordered(), validated(), issued, mailed)), 'invoice_reissue_not_allowed');
    expect([canReissue('issued'), canReissue('send'), canReissue('report_validation_error'), canReissue(null)]).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('given no invoice, when re-issued, then invoice_not_found', () => {
    thenError(() => reissueInvoice(given()), 'invoice_not_found');
  });
});

describe('the service refuses the invoice (its 422)', () => {
  const refusal = { message: 'client_id - jest nieprawidłowe', fields: { client_id: ['- jest nieprawidłowe'] } };
  const refused: InvoiceEvent = { type: 'InvoiceIssueRefused', data: { invoiceId: 5, ...refusal } };

  it('given report_validated, when refused, then the error is kept and the status stays; the same refusal again: nothing', () => {
    expect(recordIssueRefused(given(opened, ordered(), validated()), refusal)).toEqual([refused]);
    expect(given(opened, ordered(), validated(), refused)).toMatchObject({ status: 'report_validated', error: refusal.message });
    expect(recordIssueRefused(given(opened, ordered(), validated(), refused), refusal)).toEqual([]);
  });

  it('given a refusal, when re-issued, then pending with the error cleared; when issued after all, then issued without it', () => {
    expect(reissueInvoice(given(opened, ordered(), validated(), refused))).toEqual([reissued(2)]);
    expect(given(opened, ordered(), validated(), refused, reissued(2))).toMatchObject({ status: 'pending', error: null });
    expect(recordInvoiceIssued(given(opened, ordered(), validated(), refused), ISSUED)).toEqual([issued]);
    expect(given(opened, ordered(), validated(), refused, issued)).toMatchObject({ status: 'issued', error: null });
  });

  it('given not report_validated, when refused, then invoice_status_conflict', () => {
    thenError(() => recordIssueRefused(given(opened, ordered()), refusal), 'invoice_status_conflict');
    thenError(() => recordIssueRefused(given(opened, ordered(), validated(), issued), refusal), 'invoice_status_conflict');
  });
});
