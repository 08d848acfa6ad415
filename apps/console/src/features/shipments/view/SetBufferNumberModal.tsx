import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ParcelView } from '@parcel/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { setBufferNumber, useRefreshShipment } from '../shipments.api';
import { shipmentErrorText, shipmentFieldMessages } from '../shipment-texts';

/** The longest number the API takes (setBufferNumberRequest). */
const BARCODE_MAX = 40;

/**
 * The "new outgoing number" of the opened parcel (spec/03 §2 "set new buffer
 * number"): the number and the marketplace (eMAG) flag, saved with PUT
 * set-new-buffer-number; the server's 422 under the field until it is clicked.
 */
export function SetBufferNumberModal({ parcel, onClose }: { parcel: ParcelView; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshShipment();
  const [barcode, setBarcode] = useState('');
  const [emag, setEmag] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => setBufferNumber(parcel.id, barcode.trim(), emag),
    onSuccess: () => {
      toast.success(t('shipments.toast.bufferNumberSet'));
      void refresh();
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiError && error.status === 422 ? shipmentFieldMessages(error.fieldErrors) : {};
      setErrors(fields);
      // A field the form has no place for (the parcel) or any other refusal: a toast.
      if (!fields['barcode'] && !fields['emag']) toast.error(shipmentErrorText(error));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('shipments.bufferNumber.title')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (barcode.trim()) save.mutate();
        }}
      >
        <Stack gap="sm">
          <Stack gap={2}>
            <Text size="sm">{t('shipments.bufferNumber.parcel', { number: parcel.waybill.internal })}</Text>
            {parcel.waybill.external_buffer && (
              <Text size="sm" c="dimmed">
                {t('shipments.bufferNumber.current', { number: parcel.waybill.external_buffer })}
              </Text>
            )}
          </Stack>
          <TextInput
            label={t('shipments.bufferNumber.barcode')}
            description={t('shipments.bufferNumber.barcodeHint')}
            required
            withAsterisk
            maxLength={BARCODE_MAX}
            autoComplete="off"
            value={barcode}
            onChange={(event) => setBarcode(event.currentTarget.value)}
            error={errors['barcode']}
            onClick={() => setErrors(({ barcode: _, ...rest }) => rest)}
          />
          <Switch
            label={t('shipments.bufferNumber.emag')}
            checked={emag}
            onChange={(event) => setEmag(event.currentTarget.checked)}
            error={errors['emag']}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('shipments.cancel')}
            </Button>
            <Button type="submit" disabled={!barcode.trim()} loading={save.isPending}>
              {t('shipments.bufferNumber.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
