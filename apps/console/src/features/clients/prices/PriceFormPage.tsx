import type { ClipboardEvent } from 'react';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CLIENT_PRICE_SERVICE_ID } from '@parcel/domain';
import type { PriceView } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { parseAmount } from '@/shared/forms/amount';
import { showFieldErrors, toastUnlessFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { FormError } from '@/shared/forms/FormError';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import { useTranslation } from '@/shared/i18n/i18n';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { useRefreshClients } from '../clients.api';
import { toastAnswer } from '../settings-shared/answers';
import { ConfirmDeleteButton } from '../settings-shared/ConfirmDeleteButton';
import { useBackToCard, useRemoveAndReturn, useRemoved } from '../settings-shared/settings-writes';
import { SettingsPage } from '../settings-shared/SettingsPage';
import { createPrice, deletePrice, priceFormSchema, priceQuery, updatePrice, type PriceFormValues } from './prices.api';

/** `/client/{id}/price` (create) and `/client/{clientId}/price/{priceId}` (edit): one price band of the client. */
export function PriceFormPage({ clientId, priceId }: { clientId: number; priceId?: string }) {
  const { t } = useTranslation();
  const item = priceQuery(priceId ?? '');
  const removed = useRemoved(item.queryKey);
  const price = useQuery({ ...item, enabled: priceId !== undefined && !removed });
  const title = t(priceId ? 'clients.settings.prices.editTitle' : 'clients.settings.prices.newTitle');
  if (priceId) {
    const state = price.isError ? (
      <ErrorState error={price.error} onRetry={() => void price.refetch()} />
    ) : !price.data ? (
      <LoadingState />
    ) : price.data.id_client !== clientId ? (
      <ErrorState error={new ApiError(404, 'price_band_not_found')} />
    ) : undefined;
    if (state) {
      return (
        <SettingsPage clientId={clientId} backTo="pricing" title={title}>
          {state}
        </SettingsPage>
      );
    }
  }
  return <PriceForm clientId={clientId} stored={priceId ? price.data : undefined} title={title} />;
}

const EMPTY: PriceFormValues = { net_price: '', vat_percentage: 23, min_weight_value: '', max_weight_value: '' };
const valuesOf = (band: PriceView): PriceFormValues => ({
  net_price: band.net_price,
  vat_percentage: band.vat_percentage,
  min_weight_value: band.min_weight_value,
  max_weight_value: band.max_weight_value,
});

function PriceForm({ clientId, stored, title }: { clientId: number; stored: PriceView | undefined; title: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const form = useContractForm(priceFormSchema, stored ? valuesOf(stored) : EMPTY, { guardLeave: true });
  const server = useServerValues(form, stored && valuesOf(stored));
  const backToCard = useBackToCard(clientId, 'pricing');

  const save = useMutation({
    mutationFn: (values: PriceFormValues) => (stored ? updatePrice(clientId, stored.id, values) : createPrice(clientId, values)),
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      await refresh();
      if (!stored) void backToCard();
    },
    onError: (error) => {
      showFieldErrors(form, error);
      toastUnlessFieldErrors(error);
    },
  });
  const remove = useRemoveAndReturn(clientId, 'pricing', priceQuery(stored?.id ?? '').queryKey, () => deletePrice(stored!.id));
  const actions = stored ? (
    <ConfirmDeleteButton
      action={remove}
      disabled={save.isPending}
      question={t('clients.settings.prices.deleteQuestion', { min: stored.min_weight_value, max: stored.max_weight_value })}
    />
  ) : undefined;

  const percentInput = { min: 0, max: 100, decimalScale: 3, decimalSeparator: ',', allowNegative: false, required: true, withAsterisk: true };
  // "18,90" and "18.90" pasted are the same amount (typing either separator already is).
  const amountField = (field: 'net_price' | 'vat_percentage' | 'min_weight_value' | 'max_weight_value') => ({
    ...form.getInputProps(field),
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const amount = parseAmount(event.clipboardData.getData('text'));
      if (amount === undefined) return;
      event.preventDefault();
      form.setFieldValue(field, amount);
    },
  });
  const priceFieldLabel = (field: string) =>
    t(`clients.settings.prices.fields.${field}` as 'clients.settings.prices.fields.net_price', { defaultValue: field });
  return (
    <SettingsPage clientId={clientId} backTo="pricing" title={title} actions={actions}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm" maw={640}>
          <ChangedElsewhere state={server} message={t('clients.settings.changedElsewhere')} reloadLabel={t('clients.form.reload')} />
          <FormError error={save.error} />
          <Text size="sm" c="dimmed">
            {t('clients.settings.prices.rangeHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('clients.settings.prices.fields.net_price')}
              min={0}
              decimalScale={2}
              decimalSeparator=","
              allowNegative={false}
              required
              withAsterisk
              {...amountField('net_price')}
            />
            <NumberInput label={t('clients.settings.prices.fields.vat_percentage')} {...percentInput} {...amountField('vat_percentage')} />
            <NumberInput label={t('clients.settings.prices.fields.min_weight_value')} {...percentInput} {...amountField('min_weight_value')} />
            <NumberInput label={t('clients.settings.prices.fields.max_weight_value')} {...percentInput} {...amountField('max_weight_value')} />
            <TextInput
              label={t('clients.settings.prices.fields.service_id')}
              description={t('clients.settings.prices.serviceFixed')}
              value={CLIENT_PRICE_SERVICE_ID}
              readOnly
            />
          </SimpleGrid>
          <SubmitButton schema={priceFormSchema} values={form.values} shown={form.errors} fieldLabel={priceFieldLabel} loading={save.isPending} waiting={remove.isPending}>
            {stored ? t('app.save') : t('app.add')}
          </SubmitButton>
        </Stack>
      </form>
    </SettingsPage>
  );
}
