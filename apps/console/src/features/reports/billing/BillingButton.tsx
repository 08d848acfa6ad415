import { useState } from 'react';
import { Button } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { BillingModal } from './BillingModal';

/** The client card's billing-statement button (spec/01 §2): opens the billing modal. The route hands it to the card. */
export function BillingButton({ client }: { client: Pick<ClientView, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="default" onClick={() => setOpen(true)}>
        {t('reports.billing.open')}
      </Button>
      {open && <BillingModal client={client} onClose={() => setOpen(false)} />}
    </>
  );
}
