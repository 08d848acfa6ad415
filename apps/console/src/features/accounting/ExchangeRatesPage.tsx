import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exchangeRateRequest, PRICE_LIST_CURRENCIES } from '@parcel/contracts';
import { passes, showFieldErrors, toastUnlessFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { warsawToday } from '@/shared/forms/date-input';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDay, formatDecimal } from '@/shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { exchangeRatesQuery, setExchangeRate } from './accounting.api';

const CURRENCIES = PRICE_LIST_CURRENCIES.filter((c) => c !== 'PLN');

/** `/exchange-rates` (admins): the rates accounting converts with, newest first, and the form that sets one from a day on. */
export function ExchangeRatesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rates = useQuery(exchangeRatesQuery());
  const form = useContractForm(exchangeRateRequest, { currency: 'RON', pln_per_unit: '', valid_from: warsawToday() });
  const save = useMutation({
    mutationFn: () => setExchangeRate(exchangeRateRequest.parse(form.values)),
    onSuccess: () => {
      toast.success(t('accounting.rates.saved'));
      form.setFieldValue('pln_per_unit', '');
      void queryClient.invalidateQueries({ queryKey: ['exchange_rates'] });
    },
    onError: (error) => {
      showFieldErrors(form, error);
      toastUnlessFieldErrors(error);
    },
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('accounting.rates.title')}
      </Title>
      <Text size="sm">{t('accounting.rates.intro')}</Text>
      <form onSubmit={form.onSubmit(() => save.mutate())} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect label={t('accounting.rates.currency')} data={[...CURRENCIES]} withAsterisk {...form.getInputProps('currency')} />
          <TextInput
            label={t('accounting.rates.rate')}
            inputMode="decimal"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('pln_per_unit')}
          />
          <TextInput type="date" label={t('accounting.rates.validFrom')} withAsterisk {...form.getInputProps('valid_from')} />
          <Button type="submit" disabled={!passes(exchangeRateRequest, form.values)} loading={save.isPending}>
            {t('accounting.rates.add')}
          </Button>
        </Group>
      </form>
      {rates.isPending ? (
        <LoadingState />
      ) : rates.isError ? (
        <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />
      ) : rates.data.length === 0 ? (
        <EmptyState message={t('accounting.rates.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t('accounting.rates.tableLabel')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounting.rates.currency')}</Table.Th>
                <Table.Th ta="right">{t('accounting.rates.rate')}</Table.Th>
                <Table.Th>{t('accounting.rates.validFrom')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.map((rate) => (
                <Table.Tr key={`${rate.currency}-${rate.valid_from}`}>
                  <Table.Td>{rate.currency}</Table.Td>
                  <Table.Td ta="right">{formatDecimal(rate.pln_per_unit)}</Table.Td>
                  <Table.Td>{formatDay(rate.valid_from)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
