import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** The schema of each invoice event's data (stream invoice-<clientId>-<periodId>), current version 1 (docs/invoicing.md). */

const invoiceId = z.number().int().min(1);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const statementIdentifier = z.string().min(1);
const amount = z.number().finite();

const invoiceLine = z.object({
  name: z.string().min(1),
  quantity: z.number().positive(),
  totalPriceGross: amount,
  tax: z.enum(['23', 'np', 'zw']),
});

export const invoiceEventSchemas = {
  InvoiceOpened: z.object({
    invoiceId,
    clientId: z.number().int().min(1),
    periodId: z.number().int().min(1),
    periodType: z.enum(['weekly', 'monthly']),
    periodFrom: date,
    periodTo: date,
    currency: z.enum(['PLN', 'EUR']),
  }),
  InvoiceClientIdMissing: z.object({ invoiceId }),
  InvoiceStatementOrdered: z.object({ invoiceId, statementIdentifier }),
  InvoiceStatementValidated: z.object({ invoiceId, statementIdentifier, positions: z.array(invoiceLine), totalGross: amount }),
  InvoiceStatementRejected: z.object({ invoiceId, statementIdentifier, errorsCount: z.number().int().min(0) }),
  InvoiceIssued: z.object({
    invoiceId,
    externalId: z.number().int().min(1),
    number: z.string().min(1),
    viewUrl: z.string().url(),
    totalGross: amount,
    issueDate: date,
    sellDate: date,
    paymentTo: date,
  }),
  InvoiceMailed: z.object({ invoiceId, recipients: z.array(z.string().min(1)).min(1).max(5), sentAt: z.string().datetime() }),
  InvoiceReissueRequested: z.object({ invoiceId, attempt: z.number().int().min(2) }),
  InvoiceIssueRefused: z.object({
    invoiceId,
    message: z.string().min(1),
    fields: z.record(z.string(), z.array(z.string())),
  }),
} as const;

/** The invoice run's mark on its period's stream (invoice-run-<type>-<periodId>). */
export const invoiceRunEventSchemas = {
  InvoiceRunTriggered: z.object({
    periodType: z.enum(['weekly', 'monthly']),
    periodId: z.number().int().min(1),
    periodFrom: date,
    periodTo: date,
    triggerDate: date,
  }),
} as const;

export const invoicingEventSchemas = { ...invoiceEventSchemas, ...invoiceRunEventSchemas } as const;
export const INVOICE_EVENT_TYPES = eventTypesOf(invoiceEventSchemas);
export const INVOICE_RUN_EVENT_TYPES = eventTypesOf(invoiceRunEventSchemas);
export const INVOICING_EVENT_TYPES = eventTypesOf(invoicingEventSchemas);
