import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SettingsListTab } from '../settings-shared/SettingsListTab';
import { clientPricesQuery } from './prices.api';
import { pricesColumns } from './prices.columns';

/** The card's pricing tab: the client's price bands by weight; a row opens its form. */
export function PricesTab({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const columns = useMemo(pricesColumns, []);
  const prices = useQuery(clientPricesQuery(clientId));
  return (
    <SettingsListTab
      clientId={clientId}
      texts="prices"
      addTo="/client/$id/price"
      columns={columns}
      result={prices}
      onRowClick={(row) => void navigate({ to: '/client/$id/price/$priceId', params: { id: String(clientId), priceId: row.id } })}
    />
  );
}
