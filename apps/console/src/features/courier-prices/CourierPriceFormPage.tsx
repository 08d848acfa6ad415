import type { ClipboardEvent } from 'react';
import { Checkbox, Fieldset, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CourierPriceView } from '@parcel/contracts';
import { parseAmount } from '@/shared/forms/amount';
import { showFieldErrors, toastUnlessFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { FormError } from '@/shared/forms/FormError';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDecimal } from '@/shared/ui/format';
import { ButtonLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import {
  courierName,
  courierPriceFormSchema,
  courierPriceFormValues,
  courierPriceQuery,
  FLAG_FIELDS,
  updateCourierPrice,
  type CourierPriceFormValues,
} from './courier-prices.api';

type NumberField = 'net_price' | 'vat_percentage' | 'max_insurance_value' | 'min_weight_value' | 'max_weight_value';

/** `/prices/price/{id}` (admins): one courier price; saved, it goes back to the courier's table. */
export function CourierPriceFormPage({ id }: { id: number }) {
  const price = useQuery(courierPriceQuery(id));
  if (price.isError) return <ErrorState error={price.error} onRetry={() => void price.refetch()} />;
  if (!price.isSuccess) return <LoadingState />;
  return <CourierPriceForm price={price.data} />;
}

function CourierPriceForm({ price }: { price: CourierPriceView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stored = courierPriceFormValues(price);
  const form = useContractForm(courierPriceFormSchema, stored, { guardLeave: true });
  const server = useServerValues(form, stored);
  const backToList = () => navigate({ to: '/prices', search: { courier: price.courier_id } });

  const save = useMutation({
    mutationFn: (values: CourierPriceFormValues) => updateCourierPrice(price.id, values),
    onSuccess: () => {
      toast.success(t('courierPrices.toast.price_updated'));
      void leaveWithoutAsking(backToList);
    },
    onError: (error) => {
      showFieldErrors(form, error);
      toastUnlessFieldErrors(error);
    },
  });

  // "18,90" and "18.90" pasted are the same amount (typing either separator already is).
  const numberField = (field: NumberField) => ({
    label: t(`courierPrices.fields.${field}`),
    min: 0,
    max: field === 'net_price' ? undefined : 100,
    decimalScale: field === 'net_price' ? 2 : 3,
    fixedDecimalScale: field === 'net_price',
    decimalSeparator: ',',
    allowNegative: false,
    required: true,
    withAsterisk: true,
    ...form.getInputProps(field),
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const amount = parseAmount(event.clipboardData.getData('text'));
      if (amount === undefined) return;
      event.preventDefault();
      form.setFieldValue(field, amount);
    },
  });
  const fieldLabel = (field: string) => t(`courierPrices.fields.${field}` as 'courierPrices.fields.net_price', { defaultValue: field });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('courierPrices.editTitle', {
            courier: courierName(price.courier_id),
            min: formatDecimal(price.min_weight_value),
            max: formatDecimal(price.max_weight_value),
          })}
        </Title>
        <ButtonLink to="/prices" search={{ courier: price.courier_id }} variant="default">
          {t('courierPrices.backToList')}
        </ButtonLink>
      </Group>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="sm" maw={720}>
            <ChangedElsewhere state={server} message={t('courierPrices.changedElsewhere')} reloadLabel={t('courierPrices.reload')} />
            <FormError error={save.error} />
            <Text size="sm" c="dimmed">
              {t('courierPrices.rangeHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput {...numberField('net_price')} />
              <NumberInput {...numberField('vat_percentage')} />
              <NumberInput {...numberField('max_insurance_value')} />
              <span />
              <NumberInput {...numberField('min_weight_value')} />
              <NumberInput {...numberField('max_weight_value')} />
            </SimpleGrid>
            <Fieldset legend={t('courierPrices.flagsLegend')} variant="unstyled">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {FLAG_FIELDS.map((flag) => (
                  <Checkbox key={flag} label={t(`courierPrices.fields.${flag}`)} {...form.getInputProps(flag, { type: 'checkbox' })} />
                ))}
              </SimpleGrid>
            </Fieldset>
            <SubmitButton
              schema={courierPriceFormSchema}
              values={form.values}
              shown={form.errors}
              fieldLabel={fieldLabel}
              loading={save.isPending}
            >
              {t('app.save')}
            </SubmitButton>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
