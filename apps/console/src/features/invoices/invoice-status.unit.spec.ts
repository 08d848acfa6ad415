import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@parcel/contracts';
import { INVOICE_STATUSES, invoiceActions, mayReissue, statusColor } from './invoice-status';

const invoice = (over: Partial<InvoiceDetail> = {}) => ({
  status: 'pending' as InvoiceDetail['status'],
  view_url: null,
  external_id: null,
  exported_file: null,
  reissuable: true,
  ...over,
});

describe('invoice actions', () => {
  it('given the statuses of spec/03 §4, then re-issue is offered for all but send, issued and printed', () => {
    expect(INVOICE_STATUSES.filter(mayReissue)).toEqual([
      'pending',
      'waiting_for_report',
      'report_validated',
      'report_validation_error',
      'missing_client_id',
    ]);
    expect(mayReissue('printed')).toBe(false);
  });

  it('given a pending invoice, then only re-issue: nothing to open or download yet', () => {
    expect(invoiceActions(invoice())).toEqual({ openExternal: false, downloadInvoice: false, downloadStatement: false, reissue: true });
  });

  it('given a mailed invoice with its link and statement, then open and both downloads, no re-issue', () => {
    const sent = invoice({
      status: 'send',
      view_url: 'https://sandbox.fakturownia.invalid/invoice/abc',
      external_id: 100000001,
      exported_file: { identifier: 'u', status: 'validated', name: 'Zestawienie' },
      reissuable: false,
    });
    expect(invoiceActions(sent)).toEqual({ openExternal: true, downloadInvoice: true, downloadStatement: true, reissue: false });
  });

  it('given the server says an invoice may not be re-issued, then the button is not offered even in an open status', () => {
    expect(invoiceActions(invoice({ status: 'report_validation_error', reissuable: false })).reissue).toBe(false);
  });

  it('given a status, then done is green, needing an admin is red, on its way is blue', () => {
    expect(statusColor('send')).toBe('teal.9');
    expect(statusColor('issued')).toBe('teal.9');
    expect(statusColor('report_validation_error')).toBe('red.9');
    expect(statusColor('missing_client_id')).toBe('red.9');
    expect(statusColor('waiting_for_report')).toBe('blue.8');
  });
});
