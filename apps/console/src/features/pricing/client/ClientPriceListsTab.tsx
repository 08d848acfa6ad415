import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PriceListRow } from '@parcel/contracts';
import type { PriceListType } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { DataTable, type Column } from '@/shared/table/DataTable';
import { tableSearchSchema, type TableState } from '@/shared/table/table-state';
import { ButtonLink } from '@/shared/ui/links';
import { DeactivateButton } from '../DeactivateButton';
import { priceListColumns } from '../price-lists.columns';
import { currentActiveQuery, priceListTableQuery } from '../pricing.api';
import { CloneFromDefaultModal } from './CloneFromDefaultModal';

const DEFAULT_ORDER = { column: 'begin_date', dir: 'desc' } as const;

/**
 * The client card's income_operational_price_list and
 * cost_operational_price_list tabs (spec/01 §2): the client's own lists (25 a
 * page, the ones in effect highlighted), a row opens its form; add a list,
 * clone the default list in effect, or send the client back to the default
 * list ('Przywróć główny cennik' on its list in effect).
 */
export function ClientPriceListsTab({ clientId, type }: { clientId: number; type: PriceListType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The card's address has no room for the table's state: it lives here.
  const [state, setState] = useState<TableState>(() => tableSearchSchema(25).parse({}));
  const [cloning, setCloning] = useState(false);
  const active = useQuery(currentActiveQuery(type));
  const isActive = useCallback((row: PriceListRow) => active.data?.has(row.id) ?? row.active, [active.data]);
  const columns = useMemo<Column<PriceListRow>[]>(
    () => [
      ...priceListColumns(type, isActive),
      {
        id: 'actions',
        header: t('pricing.columns.actions'),
        cell: (row) => (isActive(row) && !row.deactivated_at ? <DeactivateButton type={type} list={row} compact /> : null),
      },
    ],
    [type, isActive, t],
  );
  const onStateChange = useCallback((change: Partial<TableState>) => setState((current) => ({ ...current, ...change })), []);
  const headingId = `${type}-price-lists-title`;
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(`pricing.client.tabTitle.${type}`)}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => setCloning(true)}>
            {t('pricing.client.clone')}
          </Button>
          <ButtonLink to="/operational-price-list/$type/client_form/$idClient" params={{ type, idClient: String(clientId) }}>
            {t(`pricing.add.${type}`)}
          </ButtonLink>
        </Group>
      </Group>
      <DataTable
        label={t(`pricing.client.tableLabel.${type}`)}
        columns={columns}
        query={priceListTableQuery(type, clientId)}
        state={state}
        onStateChange={onStateChange}
        defaultOrder={DEFAULT_ORDER}
        searchable={false}
        rowKey={(row) => String(row.id)}
        rowHighlighted={isActive}
        onRowClick={(row) =>
          void navigate({
            to: '/operational-price-list/$type/client_form/$idClient/$id',
            params: { type, idClient: String(clientId), id: String(row.id) },
          })
        }
      />
      {cloning && <CloneFromDefaultModal type={type} clientId={clientId} onClose={() => setCloning(false)} />}
    </section>
  );
}
