import { Fieldset, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { SURCHARGE_KEYS, SURCHARGE_TYPES, type SurchargeKey } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { fieldProps, type PriceListForm } from './use-price-list-form';

const NOTED = new Set<SurchargeKey>([
  'collect_from_client_account_factor',
  'cod_card_payment_account_factor',
  'unclaimed_account_factor',
  'non_conveyable_account_factor',
]);

/** The nine surcharges (spec/03 §3), each a block of its own. */
export function SurchargeFields({ form, editable }: { form: PriceListForm; editable: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {SURCHARGE_KEYS.map((key) => (
        <SurchargeBlock key={key} form={form} surcharge={key} editable={editable} />
      ))}
    </SimpleGrid>
  );
}

/**
 * One surcharge: lump sum or percent, its value (step 0.01), and for a percent
 * its minimum and maximum (spec/03 §5: shown only for percent). The notes of
 * spec/03 §9 (what is charged and what is not yet) are shown under the name,
 * not in a tooltip, so they can be read on a phone too.
 */
function SurchargeBlock({ form, surcharge, editable }: { form: PriceListForm; surcharge: SurchargeKey; editable: boolean }) {
  const { t } = useTranslation();
  const name = t(`pricing.surcharges.${surcharge}`);
  const percent = form.values[surcharge].type === 'percent';
  const amountInput = { min: 0, step: 0.01, decimalScale: 2, decimalSeparator: ',', allowNegative: false, disabled: !editable } as const;
  return (
    <Fieldset legend={name} radius="md" disabled={!editable}>
      <Stack gap="xs">
        {NOTED.has(surcharge) && (
          <Text size="xs" c="dimmed">
            {t(`pricing.surchargeNotes.${surcharge as 'unclaimed_account_factor'}`)}
          </Text>
        )}
        <SegmentedControl
          aria-label={t('pricing.surcharge.type', { name })}
          fullWidth
          disabled={!editable}
          data={SURCHARGE_TYPES.map((type) => ({ value: type, label: t(`pricing.surchargeTypes.${type}`) }))}
          {...form.getInputProps(`${surcharge}.type`)}
        />
        <NumberInput
          label={t(percent ? 'pricing.surcharge.valuePercent' : 'pricing.surcharge.value')}
          {...amountInput}
          {...fieldProps(form, `${surcharge}.value`)}
        />
        {percent && (
          <SimpleGrid cols={2} spacing="xs">
            <NumberInput
              label={t('pricing.surcharge.minimal')}
              placeholder={t('pricing.surcharge.unbounded')}
              {...amountInput}
              {...fieldProps(form, `${surcharge}.minimal`)}
            />
            <NumberInput
              label={t('pricing.surcharge.maximal')}
              placeholder={t('pricing.surcharge.unbounded')}
              {...amountInput}
              {...fieldProps(form, `${surcharge}.maximal`)}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
