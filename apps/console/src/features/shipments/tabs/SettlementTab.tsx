import { Alert, Anchor, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDay, formatDecimal } from '@/shared/ui/format';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { accountedAmountsQuery, shipmentInvoicesQuery, type AccountedAmounts, type AccountedSide } from '../shipments.api';

const AMOUNT_FIELDS = [
  'summary',
  'base',
  'cod',
  'insurance',
  'overweight',
  'oversize',
  'multi_pack',
  'unclaimed',
  'collect_from_client',
  'specific_exchange_rate',
] as const satisfies readonly (keyof AccountedAmounts)[];

/** The settlement (admin, shipment context; spec/03 §2 finance card): the invoices of the shipment and the accounted amounts, or why there are none yet. */
export function SettlementTab({ number }: { number: string }) {
  return (
    <Stack gap="lg">
      <AccountedAmountsBlock number={number} />
      <InvoicesBlock number={number} />
    </Stack>
  );
}

function AccountedAmountsBlock({ number }: { number: string }) {
  const { t } = useTranslation();
  const amounts = useQuery(accountedAmountsQuery(number));
  if (amounts.isPending) return <LoadingState />;
  if (amounts.isError) return <ErrorState error={amounts.error} onRetry={() => void amounts.refetch()} />;
  const { income, cost } = amounts.data;
  const nothing = (side: AccountedSide) => !side.main && !side.after_service && !side.failure;
  if (nothing(income) && nothing(cost)) {
    return (
      <Alert color="blue" title={t('shipments.settlement.title')} data-testid="settlement-unavailable">
        <Text size="sm">{t('shipments.settlement.unavailable')}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <SideBlock title={t('shipments.settlement.title')} side={income} />
      <SideBlock title={t('shipments.settlement.costTitle')} side={cost} />
    </Stack>
  );
}

/** One side: its failure (SHIPMENT_NOT_ACCOUNTED) or its main and after-service amounts, with the list that priced them. */
function SideBlock({ title, side }: { title: string; side: AccountedSide }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {side.failure ? (
        <Alert color="orange" data-testid="settlement-failure">
          <Text size="sm">{t(`shipments.settlement.failure.${side.failure === 'missing_exchange_rate' ? 'missing_exchange_rate' : 'no_operational_price_list_match'}`)}</Text>
        </Alert>
      ) : (
        side.price_list_id !== null && (
          <Text size="sm" c="dimmed">
            {t('shipments.settlement.priceList', { id: side.price_list_id, date: side.accounted_on ? formatDay(side.accounted_on) : '' })}
          </Text>
        )
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AmountsTable title={`${title}: ${t('shipments.settlement.main')}`} amounts={side.main} currency={side.currency} />
        <AmountsTable title={`${title}: ${t('shipments.settlement.afterService')}`} amounts={side.after_service} currency={side.currency} />
      </SimpleGrid>
    </Stack>
  );
}

function AmountsTable({ title, amounts, currency }: { title: string; amounts: AccountedAmounts | null; currency: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{title}</Text>
      {amounts ? (
        <Table aria-label={title}>
          <Table.Tbody>
            {AMOUNT_FIELDS.map((field) => (
              <Table.Tr key={field}>
                <Table.Th scope="row">{t(`shipments.settlement.fields.${field}`)}</Table.Th>
                <Table.Td ta="right">
                  {amounts[field] === null
                    ? t('shipments.none')
                    : field === 'specific_exchange_rate'
                      ? formatDecimal(amounts[field])
                      : t('shipments.settlement.amount', { amount: formatDecimal(amounts[field]), currency: currency ?? '' })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('shipments.settlement.notAccounted')}
        </Text>
      )}
    </Stack>
  );
}

/** The invoices the shipment is on; a click opens the invoice in a new window. */
function InvoicesBlock({ number }: { number: string }) {
  const { t } = useTranslation();
  const invoices = useQuery(shipmentInvoicesQuery(number));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('shipments.settlement.invoices')}
      </Title>
      {invoices.isPending ? (
        <LoadingState />
      ) : invoices.isError ? (
        <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shipments.settlement.noInvoices')}
        </Text>
      ) : (
        <List>
          {invoices.data.data.map((invoice) => (
            <List.Item key={invoice.id}>
              <Anchor href={`/invoices/${invoice.id}`} target="_blank" rel="noopener">
                {t('shipments.settlement.invoice', { number: invoice.number, date: formatDay(invoice.issue_date) })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
