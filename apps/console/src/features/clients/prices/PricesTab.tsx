import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ListTable } from '../../../shared/table/ListTable';
import { ButtonLink } from '../../../shared/ui/links';
import { TabHeader } from '../settings-shared/SettingsPage';
import { clientPricesQuery } from './prices.api';
import { pricesColumns } from './prices.columns';

/** The card's pricing tab: the client's price bands by weight; a row opens its form. */
export function PricesTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(pricesColumns, []);
  const prices = useQuery(clientPricesQuery(clientId));
  return (
    <section aria-labelledby="prices-tab-title">
      <TabHeader
        id="prices-tab-title"
        title={t('clientSettings.prices.tabTitle')}
        action={
          <ButtonLink to="/client/$id/price" params={{ id: String(clientId) }}>
            {t('clientSettings.prices.add')}
          </ButtonLink>
        }
      />
      <ListTable
        label={t('clientSettings.prices.tableLabel')}
        columns={columns}
        result={prices}
        rowKey={(row) => row.id}
        emptyMessage={t('clientSettings.prices.empty')}
        onRowClick={(row) => void navigate({ to: '/client/$id/price/$priceId', params: { id: String(clientId), priceId: row.id } })}
      />
    </section>
  );
}
