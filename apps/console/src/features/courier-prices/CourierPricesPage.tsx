import { useMemo } from 'react';
import { NativeSelect, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { ListTable } from '@/shared/table/ListTable';
import { courierName, courierPricesQuery, PRICE_COURIERS } from './courier-prices.api';
import { courierPricesColumns } from './courier-prices.columns';

/** `/prices` (admins): one courier's price table (courier 1 by default, kept in the address); a row opens its form. */
export function CourierPricesPage({ courierId, onCourier }: { courierId: number; onCourier: (courierId: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(courierPricesColumns, []);
  const prices = useQuery(courierPricesQuery(courierId));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('courierPrices.title')}
      </Title>
      <NativeSelect
        label={t('courierPrices.courier')}
        value={String(courierId)}
        data={PRICE_COURIERS.map((courier) => ({ value: String(courier.id), label: courier.name }))}
        onChange={(event) => onCourier(Number(event.currentTarget.value))}
        w={200}
      />
      <ListTable
        label={t('courierPrices.tableLabel', { courier: courierName(courierId) })}
        emptyMessage={t('courierPrices.empty')}
        columns={columns}
        result={prices}
        rowKey={(row) => String(row.id)}
        onRowClick={(row) => void navigate({ to: '/prices/price/$id', params: { id: String(row.id) } })}
      />
    </Stack>
  );
}
