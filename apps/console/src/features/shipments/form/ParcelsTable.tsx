import { Button, CloseButton, Group, NumberInput, Table, Text } from '@mantine/core';
import { MAX_PARCELS, MIN_PARCEL_DIMENSION_CM, MIN_PARCEL_WEIGHT_KG } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { ScrollTable } from '../ScrollTable';
import { isLockerService, mayAddParcel, newParcel } from './shipment-form-values';
import { fieldProps, type ShipmentForm } from './use-shipment-form';

const DIMENSIONS = ['height', 'width', 'length'] as const;

/**
 * The parcels (spec/03 §2, §5): weight (min 0.1 kg, step 0.01) and
 * dimensions (min 10 cm, step 1); every row but the first can be removed;
 * add-parcel is off for locker services and at 21 parcels.
 */
export function ParcelsTable({ form, editable }: { form: ShipmentForm; editable: boolean }) {
  const { t } = useTranslation();
  const parcels = form.values.parcels;
  const parcelsError = form.errors['parcels'];
  return (
    <>
      <ScrollTable minWidth={560} label={t('shipments.form.parcels')}>
        <Table verticalSpacing={4} aria-label={t('shipments.form.parcels')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipments.parcels.position')}</Table.Th>
              <Table.Th>{t('shipments.fields.weight')}</Table.Th>
              {DIMENSIONS.map((dimension) => (
                <Table.Th key={dimension}>{t(`shipments.fields.${dimension}`)}</Table.Th>
              ))}
              {editable && <Table.Th>{t('shipments.parcels.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parcels.map((parcel, index) => (
              <Table.Tr key={parcel.id ?? `new-${index}`}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('shipments.parcels.fieldOf', { field: t('shipments.fields.weight'), position: index + 1 })}
                    min={MIN_PARCEL_WEIGHT_KG}
                    step={0.01}
                    decimalScale={2}
                    decimalSeparator=","
                    allowNegative={false}
                    miw={90}
                    disabled={!editable}
                    {...fieldProps(form, `parcels.${index}.weight`)}
                  />
                </Table.Td>
                {DIMENSIONS.map((dimension) => (
                  <Table.Td key={dimension}>
                    <NumberInput
                      aria-label={t('shipments.parcels.fieldOf', { field: t(`shipments.fields.${dimension}`), position: index + 1 })}
                      min={MIN_PARCEL_DIMENSION_CM}
                      step={1}
                      allowDecimal={false}
                      allowNegative={false}
                      miw={80}
                      disabled={!editable}
                      {...fieldProps(form, `parcels.${index}.${dimension}`)}
                    />
                  </Table.Td>
                ))}
                {editable && (
                  <Table.Td>
                    {index > 0 && (
                      <CloseButton
                        aria-label={t('shipments.parcels.remove', { position: index + 1 })}
                        onClick={() => form.removeListItem('parcels', index)}
                      />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {parcelsError && (
        <Text c="red" size="sm" role="alert">
          {parcelsError}
        </Text>
      )}
      {editable && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {isLockerService(form.values.delivery_service)
              ? t('shipments.parcels.lockerSingle')
              : t('shipments.parcels.count', { count: parcels.length, max: MAX_PARCELS })}
          </Text>
          <Button
            variant="light"
            size="xs"
            disabled={!mayAddParcel(form.values)}
            onClick={() => form.insertListItem('parcels', newParcel())}
          >
            {t('shipments.parcels.add')}
          </Button>
        </Group>
      )}
    </>
  );
}
