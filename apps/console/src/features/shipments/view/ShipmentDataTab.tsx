import { useMemo } from 'react';
import { Alert, Text } from '@mantine/core';
import type { ShipmentView } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import type { Session } from '@/shared/session/session';
import { updateShipment, useRefreshShipment } from '../shipments.api';
import { toShipmentRequest, valuesFromShipment, type ShipmentFormValues } from '../form/shipment-form-values';
import { ShipmentForm } from '../form/ShipmentForm';
import { toastSaveFailure } from '../save-failure';
import { ParcelDetails } from './ParcelDetails';

/** The shipment data tab: the form (read-only unless actions.edit; saved with PUT) and the parcels' details. */
export function ShipmentDataTab({ shipment, number, session }: { shipment: ShipmentView; number: string; session: Session }) {
  const { t } = useTranslation();
  const refresh = useRefreshShipment();
  const initial = useMemo(() => valuesFromShipment(shipment), [shipment]);
  const isAdmin = session.role === ROLES.admin;
  const save = useMutation({
    mutationFn: (values: ShipmentFormValues) => updateShipment(shipment.id, toShipmentRequest(values, { pickClient: isAdmin })),
    onSuccess: () => {
      toast.success(t('shipments.toast.saved'));
      void refresh();
    },
    onError: (error) => toastSaveFailure(error, 'update'),
  });
  return (
    <>
      {!shipment.actions.edit && (
        <Alert color="gray" mb="md" data-testid="read-only">
          <Text size="sm">{t('shipments.form.readOnly')}</Text>
        </Alert>
      )}
      <ShipmentForm
        initial={initial}
        pickClient={false}
        adminCaller={isAdmin}
        editable={shipment.actions.edit}
        shipment={shipment}
        submitLabel={t('shipments.form.save')}
        pending={save.isPending}
        error={save.error}
        onSubmit={(values) => save.mutateAsync(values)}
      />
      <ParcelDetails parcels={shipment.parcels} openedNumber={number} />
    </>
  );
}
