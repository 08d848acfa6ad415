import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  fakturowniaInvoiceBody,
  isOidTaken,
  issuedInvoiceOf,
  OID_TAKEN,
  rejectionFields,
  rejectionMessage,
  type FakturowniaErrorJson,
} from '../fakturownia/fakturownia-wire.js';
import {
  checkMailRecipients,
  InvoicingDuplicate,
  InvoicingRejected,
  InvoicingUnavailable,
  type InvoicingService,
  type IssueInvoiceRequest,
  type IssuedInvoice,
} from '../invoicing-port.js';
import { sandboxInvoiceRefusals } from './sandbox-fakturownia-rules.js';
import { SandboxFakturowniaStore, type SandboxInvoiceRow } from './sandbox-fakturownia-store.js';
import { sandboxInvoicePdf } from './sandbox-invoice-pdf.js';

export interface FakturowniaSandboxBehaviour {
  /** Every answer (ms), like a remote call (FAKTUROWNIA_SANDBOX_DELAY_MS). */
  readonly delayMs: number;
  /** The extra wait of SANDBOX-SLOW (ms). */
  readonly slowMs: number;
  /** An outage for every call about an oid containing this text ('*': every call); empty: none (FAKTUROWNIA_SANDBOX_FAIL). */
  readonly failOid: string;
  /** Share of calls (0..1) answered as an outage, for demos (FAKTUROWNIA_SANDBOX_FAILURE_RATE). */
  readonly failureRate: number;
  readonly random: () => number;
  /** The service's host as its links show it. */
  readonly accountUrl: string;
}

export const DEFAULT_FAKTUROWNIA_SANDBOX: FakturowniaSandboxBehaviour = {
  delayMs: 100,
  slowMs: 2_000,
  failOid: '',
  failureRate: 0,
  random: Math.random,
  accountUrl: 'https://sandbox.fakturownia.invalid',
};

/** Test triggers in the buyer's name (any case). */
export const SANDBOX_OUTAGE = 'SANDBOX-OUTAGE';
export const SANDBOX_SLOW = 'SANDBOX-SLOW';
/** The invoice is made, but its answer never reaches us (a timeout after the service committed). */
export const SANDBOX_LOST_ANSWER = 'SANDBOX-LOST-ANSWER';

const names = (buyerName: string, trigger: string): boolean => buyerName.toUpperCase().includes(trigger);

/**
 * THE SANDBOX Fakturownia (INVOICING_ADAPTER=sandbox): answers like the
 * service (docs/invoicing.md) without leaving the machine. Its invoices live
 * in its own tables in the configured database, so every API replica talks
 * to one "service" and a restart forgets nothing. The request goes through
 * the same Fakturownia JSON as the real adapter's; numbers "FV n/MM/YYYY"
 * per month; oid_unique refuses a second invoice under one oid; a 422 names
 * the fields; outages, slowness and lost answers on demand.
 */
export class FakturowniaSandbox implements InvoicingService {
  private readonly store: SandboxFakturowniaStore;

  constructor(
    db: Kysely<any>,
    private readonly behaviour: FakturowniaSandboxBehaviour = DEFAULT_FAKTUROWNIA_SANDBOX,
  ) {
    this.store = new SandboxFakturowniaStore(db);
  }

  async issueInvoice(request: IssueInvoiceRequest): Promise<IssuedInvoice> {
    const body = fakturowniaInvoiceBody(request);
    await this.answerTime(names(body.buyer_name, SANDBOX_SLOW));
    this.outage(body.oid, names(body.buyer_name, SANDBOX_OUTAGE));
    const fields = sandboxInvoiceRefusals(body);
    const existing = await this.store.findByOid(body.oid);
    if (existing) fields['oid'] = [OID_TAKEN];
    if (Object.keys(fields).length > 0) this.refuse({ code: 'error', message: fields }, existing);
    const created = await this.store.insert(body);
    if (!created) {
      // A racing twin under the same oid won: the service refuses this one.
      const winner = await this.store.findByOid(body.oid);
      return this.refuse({ code: 'error', message: { oid: [OID_TAKEN] } }, winner);
    }
    if (names(body.buyer_name, SANDBOX_LOST_ANSWER))
      throw new InvoicingUnavailable('Sandbox Fakturownia: no answer (the invoice was made)');
    return this.issued(created);
  }

  async findByOid(oid: string): Promise<IssuedInvoice | null> {
    await this.answerTime(false);
    this.outage(oid, false);
    const found = await this.store.findByOid(oid);
    return found ? this.issued(found) : null;
  }

  async sendByEmail(externalId: number, to: readonly string[]): Promise<{ sent: true; to: string[] }> {
    const addresses = checkMailRecipients(to);
    const invoice = await this.invoice(externalId);
    await this.store.recordMail(invoice.id, addresses);
    return { sent: true, to: addresses };
  }

  async downloadPdf(externalId: number): Promise<Buffer> {
    return sandboxInvoicePdf(await this.invoice(externalId));
  }

  /** The mails the service sent for an invoice (for tests and demos: Fakturownia mails them itself). */
  mailsOf(externalId: number) {
    return this.store.mailsOf(externalId);
  }

  private async invoice(externalId: number): Promise<SandboxInvoiceRow> {
    await this.answerTime(false);
    const invoice = await this.store.findById(externalId);
    this.outage(invoice?.oid ?? '', invoice ? names(invoice.buyer.name, SANDBOX_OUTAGE) : false);
    if (!invoice) throw new InvoicingRejected({ id: ['not found'] }, `Sandbox Fakturownia: no invoice ${externalId}`);
    return invoice;
  }

  /** The service's 422, read as the real adapter reads it. */
  private refuse(answer: FakturowniaErrorJson, existing: SandboxInvoiceRow | null): never {
    const fields = rejectionFields(answer);
    if (isOidTaken(fields) && existing) throw new InvoicingDuplicate(this.issued(existing));
    throw new InvoicingRejected(fields, rejectionMessage(fields));
  }

  private issued(row: SandboxInvoiceRow): IssuedInvoice {
    return issuedInvoiceOf(
      { id: row.id, number: row.number, oid: row.oid, price_gross: row.price_gross, token: row.token },
      this.behaviour.accountUrl,
    );
  }

  private async answerTime(slow: boolean): Promise<void> {
    await sleep(this.behaviour.delayMs + (slow ? this.behaviour.slowMs : 0));
  }

  private outage(oid: string, triggered: boolean): void {
    const { failOid, failureRate, random } = this.behaviour;
    const switchedOff = failOid !== '' && (failOid === '*' || oid.includes(failOid));
    if (triggered || switchedOff || random() < failureRate) throw new InvoicingUnavailable('Sandbox Fakturownia: 503 Service Unavailable');
  }
}
