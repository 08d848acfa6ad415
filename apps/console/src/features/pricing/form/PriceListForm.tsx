import { useState } from 'react';
import { Alert, Fieldset, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceListType } from '@parcel/domain';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { priceListErrorText } from '../price-list-errors';
import type { PriceListFormValues } from '../price-list-form-values';
import {
  couriersQuery,
  createPriceList,
  currenciesQuery,
  destinationCountriesQuery,
  specialAssociationsQuery,
  updatePriceList,
} from '../pricing.api';
import { SurchargeFields } from './SurchargeFields';
import { ThresholdsTable } from './ThresholdsTable';
import './price-list-form.css';
import { fieldProps, showServerFieldErrors, usePriceListForm, type PriceListForm as Form } from './use-price-list-form';

interface Props {
  readonly type: PriceListType;
  /** null: a default list. */
  readonly clientId: number | null;
  /** The stored list's id; undefined for a new list (and a clone). */
  readonly listId: number | undefined;
  readonly initial: PriceListFormValues;
  /** False: the list is in use (spec/03 §4): every field disabled, no save. */
  readonly editable: boolean;
  /** Back to where the form was opened from, after a save. */
  readonly onSaved: () => Promise<unknown>;
  /** Another write under way (a delete): Save waits. */
  readonly waiting?: boolean;
}

/**
 * The form of an operational price list (spec/03 §3, §5): its data, the nine
 * surcharges and the base amounts per weight threshold. Save creates (POST) or
 * changes (PUT) the list, says so ('Utworzono pomyślnie!', 'Zmodyfikowano
 * pomyślnie!') and goes back; the API's 422 messages land under their fields.
 */
export function PriceListForm({ type, clientId, listId, initial, editable, onSaved, waiting }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, schema } = usePriceListForm(type, initial, editable);
  // A failed save's messages no field shows (a 422 of id_client, a 409): above the form.
  const [failure, setFailure] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (values: PriceListFormValues) =>
      listId === undefined ? createPriceList(type, values, clientId) : updatePriceList(type, listId, values, clientId),
    onSuccess: async () => {
      toast.success(t(listId === undefined ? 'pricing.messages.created' : 'pricing.messages.updated'));
      form.resetDirty();
      await onSaved();
      void queryClient.invalidateQueries({ queryKey: ['operational_price_lists'] });
    },
    onMutate: () => setFailure([]),
    onError: (error) => {
      const unplaced = showServerFieldErrors(form, type, error);
      setFailure(unplaced ?? [priceListErrorText(error)]);
      toast.error(unplaced ? t('pricing.fixFields') : priceListErrorText(error));
    },
  });
  const fieldLabel = (field: string) =>
    field.endsWith('_account_factor')
      ? t(`pricing.surcharges.${field as 'cod_account_factor'}`, { defaultValue: field })
      : t(`pricing.fields.${field as 'name'}`, { defaultValue: field });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate className={editable ? undefined : 'price-list-locked'}>
      <Stack gap="lg">
        {failure.length > 0 && (
          <Alert color="red" role="alert">
            {failure.join(' ')}
          </Alert>
        )}
        <GeneralFields form={form} type={type} editable={editable} />
        <section aria-labelledby="surcharges-title">
          <Title order={2} size="h4" mb="sm" id="surcharges-title">
            {t('pricing.sections.surcharges')}
          </Title>
          <SurchargeFields form={form} editable={editable} />
        </section>
        <section aria-labelledby="thresholds-title">
          <Title order={2} size="h4" mb="sm" id="thresholds-title">
            {t('pricing.sections.thresholds')}
          </Title>
          <ThresholdsTable form={form} editable={editable} />
        </section>
        {editable && (
          <SubmitButton
            schema={schema}
            values={form.values}
            shown={form.errors}
            fieldLabel={fieldLabel}
            loading={save.isPending}
            waiting={waiting}
          >
            {listId === undefined ? t('app.add') : t('app.save')}
          </SubmitButton>
        )}
      </Stack>
    </form>
  );
}

/** Name, special association, begin date, the two currencies, and the country (income) or the courier (cost). */
function GeneralFields({ form, type, editable }: { form: Form; type: PriceListType; editable: boolean }) {
  const { t } = useTranslation();
  const associations = useQuery(specialAssociationsQuery(type));
  const currencies = useQuery(currenciesQuery());
  const countries = useQuery({ ...destinationCountriesQuery(), enabled: type === 'income' });
  const couriers = useQuery({ ...couriersQuery(), enabled: type === 'cost' });
  const currencyOptions = currencies.data ?? [];
  const select = { allowDeselect: false, disabled: !editable, withAsterisk: true, comboboxProps: { withinPortal: true } } as const;
  return (
    <Fieldset legend={t('pricing.sections.general')} radius="md" disabled={!editable}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('pricing.fields.name')}
          withAsterisk
          maxLength={150}
          autoComplete="off"
          disabled={!editable}
          {...fieldProps(form, 'name')}
        />
        <Select
          label={t('pricing.fields.special_association')}
          data={(associations.data ?? []).map((option) => ({ value: option.code, label: option.name }))}
          {...select}
          {...fieldProps(form, 'special_association')}
        />
        <TextInput
          type="date"
          label={t('pricing.fields.begin_date')}
          withAsterisk
          disabled={!editable}
          {...fieldProps(form, 'begin_date')}
        />
        <Select label={t('pricing.fields.currency')} data={currencyOptions} {...select} {...fieldProps(form, 'currency')} />
        <Select
          label={t('pricing.fields.specific_factors_currency')}
          description={t('pricing.specificFactorsHint')}
          data={currencyOptions}
          {...select}
          {...fieldProps(form, 'specific_factors_currency')}
        />
        {type === 'income' ? (
          <Select
            label={t('pricing.fields.id_country')}
            data={(countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
            {...select}
            {...fieldProps(form, 'id_country')}
          />
        ) : (
          <Select
            label={t('pricing.fields.id_courier')}
            data={(couriers.data ?? []).map((courier) => ({ value: String(courier.id), label: courier.name }))}
            {...select}
            {...fieldProps(form, 'id_courier')}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
