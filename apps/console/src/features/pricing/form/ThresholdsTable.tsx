import { Button, Group, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { mayRemoveRow, withRowAdded, withRowRemoved } from '../thresholds';
import { fieldProps, type PriceListForm } from './use-price-list-form';

/**
 * The base amounts per weight threshold (spec/03 §3): limit in kg and base
 * amount, step 0.01; rows added at the end and removed (the last one stays).
 */
export function ThresholdsTable({ form, editable }: { form: PriceListForm; editable: boolean }) {
  const { t } = useTranslation();
  const rows = form.values.weight_thresholds;
  const tableError = form.errors['weight_thresholds'];
  const amountInput = {
    min: 0,
    step: 0.01,
    decimalScale: 2,
    decimalSeparator: ',',
    allowNegative: false,
    disabled: !editable,
    miw: 100,
  } as const;
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('pricing.thresholds.hint')}
      </Text>
      <Table verticalSpacing={4} aria-label={t('pricing.thresholds.tableLabel')} maw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pricing.thresholds.limit')}</Table.Th>
            <Table.Th>{t('pricing.thresholds.baseAmount')}</Table.Th>
            {editable && (
              <Table.Th>
                <VisuallyHidden>{t('pricing.columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <NumberInput
                  aria-label={t('pricing.thresholds.limitOfRow', { row: index + 1 })}
                  {...amountInput}
                  {...fieldProps(form, `weight_thresholds.${index}.limiting_threshold`)}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={t('pricing.thresholds.baseAmountOfRow', { row: index + 1 })}
                  {...amountInput}
                  {...fieldProps(form, `weight_thresholds.${index}.base_amount`)}
                />
              </Table.Td>
              {editable && (
                <Table.Td>
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="subtle"
                    disabled={!mayRemoveRow(rows)}
                    aria-label={t('pricing.thresholds.removeRow', { row: index + 1 })}
                    onClick={() => removeRow(form, index)}
                  >
                    {t('pricing.thresholds.remove')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {typeof tableError === 'string' && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {tableError}
        </Text>
      )}
      {editable && (
        <Group mt="sm">
          <Button variant="light" onClick={() => setRows(form, withRowAdded(form.getValues().weight_thresholds))}>
            {t('pricing.thresholds.add')}
          </Button>
        </Group>
      )}
    </>
  );
}

/** The rows set anew: the rows' messages go (their indexes moved); the next change checks them again, Save's list meanwhile. */
function setRows(form: PriceListForm, rows: ReturnType<typeof withRowAdded>): void {
  form.setFieldValue('weight_thresholds', rows);
  form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith('weight_thresholds'))));
}

function removeRow(form: PriceListForm, index: number): void {
  setRows(form, withRowRemoved(form.getValues().weight_thresholds, index));
}
