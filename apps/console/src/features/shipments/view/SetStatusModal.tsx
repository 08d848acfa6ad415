import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { ShipmentView } from '@parcel/contracts';
import { DEFAULT_STATUS_PLACE } from '@parcel/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { setParcelStatuses, statusTypesQuery, useRefreshShipment } from '../shipments.api';
import { hasCode, shipmentErrorText } from '../shipment-texts';
import { fromLocalInput, toLocalInput } from '@/shared/forms/date-input';

interface Props {
  readonly shipment: ShipmentView;
  /** The parcel whose number opened the screen (parcel context): chosen first. */
  readonly openedNumber: string;
  readonly onClose: () => void;
}

/**
 * Sets a new status on one parcel (spec/03 §3 status-setting form): status
 * type, when (now by default), where (Tychy by default), parcel.
 */
export function SetStatusModal({ shipment, openedNumber, onClose }: Props) {
  const { t } = useTranslation();
  const refresh = useRefreshShipment();
  const statuses = useQuery(statusTypesQuery());
  const parcels = [...shipment.parcels].sort((a, b) => a.in_shipment_order - b.in_shipment_order);
  const opened = parcels.find((parcel) => parcel.waybill.internal === openedNumber) ?? parcels[0];
  const [statusId, setStatusId] = useState<string | null>(null);
  const [when, setWhen] = useState(() => toLocalInput(new Date()));
  const [where, setWhere] = useState<string>(DEFAULT_STATUS_PLACE);
  const [parcelId, setParcelId] = useState<string | null>(opened ? String(opened.id) : null);
  const moment = fromLocalInput(when);
  const set = useMutation({
    mutationFn: () =>
      setParcelStatuses([{ parcel_id: Number(parcelId), status_type_id: Number(statusId), when: moment!, where: where.trim() }]),
    onSuccess: () => {
      toast.success(t('shipments.toast.statusSet'));
      void refresh();
      onClose();
    },
    onError: (error) =>
      toast.error(hasCode(error, 'status_not_repeatable') ? t('shipments.toast.statusNotRepeatable') : shipmentErrorText(error)),
  });
  const ready = statusId !== null && parcelId !== null && moment !== null && where.trim() !== '';
  return (
    <Modal opened onClose={onClose} title={t('shipments.status.title')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) set.mutate();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('shipments.status.status')}
            placeholder={statuses.isPending ? t('app.loading') : undefined}
            data={(statuses.data ?? []).map((status) => ({ value: String(status.id), label: status.name || status.displayed_name }))}
            value={statusId}
            onChange={setStatusId}
            searchable
            required
            withAsterisk
            nothingFoundMessage={statuses.isError ? shipmentErrorText(statuses.error) : t('shipments.search.nothing')}
            error={statuses.isError ? shipmentErrorText(statuses.error) : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('shipments.status.when')}
            type="datetime-local"
            required
            withAsterisk
            value={when}
            onChange={(event) => setWhen(event.currentTarget.value)}
            error={moment === null ? t('validation.invalid_value') : undefined}
          />
          <TextInput
            label={t('shipments.status.where')}
            required
            withAsterisk
            maxLength={100}
            value={where}
            onChange={(event) => setWhere(event.currentTarget.value)}
          />
          <Select
            label={t('shipments.status.parcel')}
            data={parcels.map((parcel) => ({
              value: String(parcel.id),
              label: t('shipments.status.parcelOption', { position: parcel.in_shipment_order, number: parcel.waybill.internal }),
            }))}
            value={parcelId}
            onChange={setParcelId}
            allowDeselect={false}
            required
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('shipments.cancel')}
            </Button>
            <Button type="submit" disabled={!ready} loading={set.isPending}>
              {t('shipments.status.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
