import { useMemo } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { ROLES } from '@parcel/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import type { Session } from '@/shared/session/session';
import { AnchorLink } from '@/shared/ui/links';
import { createShipment, useRefreshShipment } from '../shipments.api';
import { newShipmentValues, toShipmentRequest, type ShipmentFormValues } from '../form/shipment-form-values';
import { ShipmentForm } from '../form/ShipmentForm';
import { toastSaveFailure } from '../save-failure';

/** `/shipment/new` (admin and client): the empty shipment form; created, the user goes to the shipment's page. */
export function NewShipmentPage({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshShipment();
  const pickClient = session.role === ROLES.admin;
  const initial = useMemo(() => newShipmentValues(), []);
  const create = useMutation({
    mutationFn: (values: ShipmentFormValues) => createShipment(toShipmentRequest(values, { pickClient })),
    onSuccess: (answer) => {
      toast.success(t('shipments.toast.created'));
      void refresh();
      void leaveWithoutAsking(() => navigate({ to: '/shipment/$internalNumber', params: { internalNumber: answer.internal_waybill } }));
    },
    onError: (error) => toastSaveFailure(error, 'create'),
  });

  return (
    <>
      <AnchorLink to="/dashboard" size="sm">
        {t('shipments.backToDashboard')}
      </AnchorLink>
      <Title order={1} size="h2" mt="md">
        {t('shipments.new.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {pickClient ? t('shipments.new.introAdmin') : t('shipments.new.introClient')}
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ShipmentForm
          initial={initial}
          pickClient={pickClient}
          adminCaller={pickClient}
          editable
          submitLabel={t('shipments.new.submit')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutateAsync(values)}
        />
      </Paper>
    </>
  );
}
