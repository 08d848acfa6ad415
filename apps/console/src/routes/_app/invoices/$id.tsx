import { createFileRoute, notFound } from '@tanstack/react-router';
import { InvoiceDetailPage } from '@/features/invoices/InvoiceDetailPage';
import { requireScreen } from '@/shared/session/guards';

const invoiceIdOf = (param: string): number => {
  if (!/^\d{1,15}$/.test(param) || Number(param) < 1) throw notFound();
  return Number(param);
};

/** `/invoices/{id}` (admins): one invoice, opened in a new tab from the list (spec/03 §2). */
export const Route = createFileRoute('/_app/invoices/$id')({
  beforeLoad: ({ params, location }) => {
    const context = requireScreen('invoices')({ location });
    invoiceIdOf(params.id);
    return context;
  },
  component: function InvoiceDetailRoute() {
    const id = invoiceIdOf(Route.useParams().id);
    return <InvoiceDetailPage key={id} id={id} />;
  },
});
