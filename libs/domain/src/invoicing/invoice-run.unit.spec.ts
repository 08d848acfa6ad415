import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import type { AccountingPeriod } from './accounting-periods.js';
import {
  evolveInvoiceRun,
  initialInvoiceRunState,
  invoiceRunStream,
  markRunTriggered,
  runPeriod,
  type InvoiceRunEvent,
} from './invoice-run.js';

const NOVEMBER: AccountingPeriod = { id: 202611, type: 'monthly', from: '2026-11-01', to: '2026-11-30' };
const never = () => false;
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

describe('the run mark of a period', () => {
  const triggered: InvoiceRunEvent = {
    type: 'InvoiceRunTriggered',
    data: { periodType: 'monthly', periodId: 202611, periodFrom: '2026-11-01', periodTo: '2026-11-30', triggerDate: '2026-12-02' },
  };

  it('lives on invoice-run-<type>-<periodId>', () => {
    expect(invoiceRunStream('weekly', 20261116)).toBe('invoice-run-weekly-20261116');
  });

  it('given no run, when marked, then InvoiceRunTriggered; given the mark, when marked again, then nothing', () => {
    expect(markRunTriggered(initialInvoiceRunState, NOVEMBER, '2026-12-02')).toEqual([triggered]);
    const state = evolveInvoiceRun(initialInvoiceRunState, triggered);
    expect(state.triggered).toEqual(triggered.data);
    expect(markRunTriggered(state, NOVEMBER, '2026-12-03')).toEqual([]);
  });
});

describe('the period a run invoices', () => {
  it('given a trigger date, then the period accountable on it (monthly by default, or the type asked)', () => {
    expect(runPeriod({ triggerDate: '2026-12-02', today: '2026-12-05', type: 'monthly' }, never)).toEqual(NOVEMBER);
    expect(runPeriod({ triggerDate: '2026-11-23', today: '2026-12-05', type: 'weekly' }, never)).toEqual({
      id: 20261116,
      type: 'weekly',
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('given a period named by its id, then that period when finished on the trigger date, its type from the id', () => {
    expect(runPeriod({ triggerDate: '2026-12-05', today: '2026-12-05', type: 'monthly', periodId: 20261116 }, never)).toMatchObject({
      id: 20261116,
      type: 'weekly',
    });
    expect(runPeriod({ triggerDate: '2027-02-01', today: '2027-02-01', type: 'monthly', periodId: 202611 }, never)).toEqual(NOVEMBER);
  });

  it('given a period still running, no such period, or one triggered already, then accounting_period_not_accountable', () => {
    thenError(
      () => runPeriod({ triggerDate: '2026-11-30', today: '2026-11-30', type: 'monthly', periodId: 202611 }, never),
      'accounting_period_not_accountable',
    );
    thenError(
      () => runPeriod({ triggerDate: '2026-12-02', today: '2026-12-02', type: 'monthly', periodId: 20261117 }, never),
      'accounting_period_not_accountable',
    );
    thenError(
      () => runPeriod({ triggerDate: '2026-12-02', today: '2026-12-02', type: 'monthly', periodId: 202613 }, never),
      'accounting_period_not_accountable',
    );
    const novemberDone = (p: AccountingPeriod) => p.id === 202611;
    thenError(
      () => runPeriod({ triggerDate: '2026-12-02', today: '2026-12-02', type: 'monthly' }, novemberDone),
      'accounting_period_not_accountable',
    );
    expect(runPeriod({ triggerDate: '2026-12-02', today: '2026-12-02', type: 'weekly' }, novemberDone).type).toBe('weekly');
  });

  it('given a trigger date after today, then invoice_trigger_date_future (it would invoice a running period)', () => {
    thenError(() => runPeriod({ triggerDate: '2026-12-03', today: '2026-12-02', type: 'monthly' }, never), 'invoice_trigger_date_future');
  });
});
