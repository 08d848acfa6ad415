import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { INVOICE_STATUS_VALUES } from '@parcel/contracts';
import { InvoicesListPage } from '@/features/invoices/InvoicesListPage';
import { requireScreen } from '@/shared/session/guards';
import { tableSearchSchema } from '@/shared/table/table-state';

/** Filters and paging in the URL; anything malformed falls back to no filter. */
const searchSchema = tableSearchSchema(25).extend({
  status: z.enum(INVOICE_STATUS_VALUES).optional().catch(undefined),
  period: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** `/invoices` (admins): the accountable periods with the trigger, and the invoices (spec/03 §2). */
export const Route = createFileRoute('/_app/invoices/')({
  validateSearch: searchSchema,
  beforeLoad: requireScreen('invoices'),
  component: function InvoicesRoute() {
    return <InvoicesListPage search={Route.useSearch()} />;
  },
});
