import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { dimensionsRequest, parseContract, type ParcelData } from '@parcel/contracts';
import { accountedWeight, volumetricWeight } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { validationText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { formatDecimal } from '@/shared/ui/format';
import type { ScanFeedbackKind, ShowFeedbackOptions } from '@/features/warehouse/scanner';
import { checkDimensions, saveDimensions, type DimensionValues } from './scan.api';

type Values = { weight: number | ''; height: number | ''; width: number | ''; length: number | ''; non_conveyable: boolean };

const valuesOf = (parcel: ParcelData): Values => ({
  weight: parcel.weight,
  height: parcel.height,
  width: parcel.width,
  length: parcel.length,
  non_conveyable: parcel.non_conveyable === 1,
});

interface Props {
  readonly parcel: ParcelData;
  readonly editing: boolean;
  readonly onEditingChange: (editing: boolean) => void;
  readonly notify: (kind: ScanFeedbackKind, text: string, options?: ShowFeedbackOptions) => void;
  /** The dimensions were saved (the screen resets, refocuses and clears the parcel). */
  readonly onSaved: () => void;
}

/**
 * The dimension form (spec/02 §2, §4, §8): weight, height, width, length and
 * non_conveyable required; volumetric and accounted weight read-only. Saving
 * checks first: a 406 asks to confirm with the server's message (declining:
 * 'Zmiany nie zostały zapisane', 3 s); a 422 shows the server's words.
 */
export function DimensionsForm({ parcel, editing, onEditingChange, notify, onSaved }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(parcel));
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!editing) setValues(valuesOf(parcel));
  }, [parcel, editing]);

  const body = { id: parcel.id, ...values, non_conveyable: values.non_conveyable ? 1 : 0 };
  const valid = parseContract(dimensionsRequest, body).success;
  const numbers = [values.weight, values.height, values.width, values.length].map((v) => (typeof v === 'number' ? v : 0));
  const volumetric = volumetricWeight(numbers[3]!, numbers[2]!, numbers[1]!);
  const accounted = accountedWeight(numbers[0]!, volumetric);

  const failure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      const message =
        typeof error.body['message'] === 'string' ? error.body['message'] : validationText(Object.values(error.fieldErrors)[0]);
      notify('error', message ?? t('warehouseScan.dims.failed'), { durationMs: 5000 });
    } else notify('error', t('warehouseScan.dims.failed'), { durationMs: 5000 });
  };

  const save = async () => {
    const dims = body as DimensionValues;
    setSaving(true);
    try {
      try {
        await checkDimensions(dims);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 406)) return failure(error);
        const message = typeof error.body['message'] === 'string' ? error.body['message'] : t('errors.dimensions_implausible');
        if (!(await confirmAction(message))) {
          notify('warning', t('warehouseScan.dims.notSaved'), { durationMs: 3000 });
          return;
        }
      }
      await saveDimensions(dims);
      notify('success', t('warehouseScan.dims.saved'), { durationMs: 5000 });
      onEditingChange(false);
      onSaved();
    } catch (error) {
      failure(error);
    } finally {
      setSaving(false);
    }
  };

  const number = (field: 'weight' | 'height' | 'width' | 'length') => ({
    label: t(`warehouseScan.dims.${field}`),
    value: values[field],
    onChange: (value: string | number) =>
      setValues((v) => ({ ...v, [field]: typeof value === 'number' ? value : value === '' ? '' : Number(value) })),
    disabled: !editing,
    required: true,
    withAsterisk: true,
    min: 0,
    decimalScale: field === 'weight' ? 2 : 1,
    decimalSeparator: ',',
    inputMode: 'decimal' as const,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('warehouseScan.dims.title')}
        </Title>
        {!editing && (
          <Button variant="light" onClick={() => onEditingChange(true)}>
            {t('warehouseScan.dims.edit')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NumberInput {...number('weight')} />
        <NumberInput {...number('height')} />
        <NumberInput {...number('width')} />
        <NumberInput {...number('length')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <TextInput label={t('warehouseScan.dims.volumetric')} value={formatDecimal(volumetric)} readOnly />
        <TextInput label={t('warehouseScan.dims.accounted')} value={formatDecimal(accounted)} readOnly />
      </SimpleGrid>
      <Checkbox
        label={t('warehouseScan.dims.non_conveyable')}
        checked={values.non_conveyable}
        disabled={!editing}
        onChange={(event) => setValues((v) => ({ ...v, non_conveyable: event.currentTarget.checked }))}
      />
      {editing && (
        <Group>
          <Button onClick={() => void save()} loading={saving} disabled={!valid}>
            {t('warehouseScan.dims.save')}
          </Button>
          <Button variant="default" onClick={() => onEditingChange(false)} disabled={saving}>
            {t('warehouseScan.dims.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
