import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ParcelView, ShipmentResponse, ShipmentView } from '@parcel/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { ButtonLink } from '@/shared/ui/links';
import { markShipmentDeleted, retryRegistration, useRefreshShipment } from '../shipments.api';
import { isReturnService } from '../form/shipment-form-values';
import { AdoptParcelModal } from './AdoptParcelModal';
import { CountryFlag } from './CountryFlag';
import { PayloadModal } from './PayloadModal';
import { PrintLabelModal } from './PrintLabelModal';
import { ReturnStickerButton } from './ReturnStickerButton';
import { SetBufferNumberModal } from './SetBufferNumberModal';
import { SetStatusModal } from './SetStatusModal';
import { ADOPTION_REDIRECT_MS, useRedirectToShipmentLater } from './adoption-redirect';
import { copyText } from './copy-text';

interface Props {
  readonly answer: ShipmentResponse;
  /** The number in the address (a parcel's in parcel context). */
  readonly number: string;
}

/** The header (spec/03 §2): the number, the destination flag, the state, the internal error message and the buttons the caller may use. */
export function ShipmentHeader({ answer, number }: Props) {
  const { t } = useTranslation();
  const { shipment, context } = answer;
  const country = isReturnService(shipment.delivery_service) ? shipment.sender.country : shipment.recipient.country;
  return (
    <Stack gap="sm" my="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2" style={{ wordBreak: 'break-all' }}>
          {t('shipments.header.title', { number: shipment.waybill.internal })}
        </Title>
        <CountryFlag iso={country.iso_code} name={country.name} parcelContext={context === 'parcel'} />
        <RegistrationBadge shipment={shipment} />
      </Group>
      <HeaderFacts shipment={shipment} number={number} parcelContext={context === 'parcel'} />
      <RegistrationProblem shipment={shipment} />
      <HeaderButtons shipment={shipment} number={number} />
    </Stack>
  );
}

function RegistrationBadge({ shipment }: { shipment: ShipmentView }) {
  const { t } = useTranslation();
  if (shipment.deleted_at) return <Badge color="red.9">{t('shipments.header.deleted')}</Badge>;
  // Dark shades under white text (contrast 4.5:1 and more).
  const color = shipment.registration === 'registered' ? 'teal.9' : shipment.registration === 'failed' ? 'red.9' : 'gray.7';
  return (
    <Badge color={color} data-testid="registration">
      {t(`shipments.registration.${shipment.registration}`)}
    </Badge>
  );
}

function HeaderFacts({ shipment, number, parcelContext }: { shipment: ShipmentView; number: string; parcelContext: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {parcelContext && (
        <Text size="sm" fw={600}>
          {t('shipments.header.openedParcel', { number })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('shipments.header.facts', {
          client: shipment.client_name,
          created: formatDateTime(shipment.created_at),
          courier: shipment.external_couriers.last_mile.name,
        })}
      </Text>
      {shipment.waybill.external && (
        <Text size="sm" data-testid="courier-waybill">
          {t('shipments.header.courierWaybill', { number: shipment.waybill.external })}
        </Text>
      )}
      {shipment.deleted_at && (
        <Text size="sm" c="red.8">
          {t('shipments.header.deletedAt', { date: formatDateTime(shipment.deleted_at) })}
        </Text>
      )}
    </Stack>
  );
}

/** The internal error message of a failed registration, with the retry when the caller may ask for it. */
function RegistrationProblem({ shipment }: { shipment: ShipmentView }) {
  const { t } = useTranslation();
  const refresh = useRefreshShipment();
  const retry = useMutation({
    mutationFn: () => retryRegistration(shipment.id),
    onSuccess: () => toast.success(t('shipments.toast.registered')),
    onError: () => toast.error(t('shipments.toast.registrationFailed')),
    onSettled: () => void refresh(),
  });
  const message = shipment.internal_info.error_message;
  if (!message || shipment.registration === 'registered') return null;
  return (
    <Alert color="red" title={t('shipments.header.registrationProblem')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="registration-error">
          {message}
        </Text>
        {shipment.actions.retryRegistration && (
          <Button size="xs" color="red" variant="light" loading={retry.isPending} onClick={() => retry.mutate()}>
            {t('shipments.actions.retryRegistration')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

type HeaderModal = 'status' | 'label' | 'adopt' | 'bufferNumber' | 'payload';

/** The parcel whose number opened the screen (parcel context); a one-parcel shipment's only parcel otherwise. */
function openedParcel(shipment: ShipmentView, number: string): ParcelView | undefined {
  const wanted = number.toUpperCase();
  return (
    shipment.parcels.find((parcel) => parcel.waybill.internal.toUpperCase() === wanted) ??
    (shipment.parcels.length === 1 ? shipment.parcels[0] : undefined)
  );
}

/** The buttons in the spec's order (spec/03 §2), each shown when actions says the caller may use it (§6). */
function HeaderButtons({ shipment, number }: { shipment: ShipmentView; number: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<HeaderModal | null>(null);
  const redirect = useRedirectToShipmentLater();
  const { actions } = shipment;
  const parcel = openedParcel(shipment, number);
  const close = () => setOpen(null);
  const adopted = (internalWaybill: string) => {
    toast.info(t('shipments.toast.adoptRedirect', { number: internalWaybill }), { durationMs: ADOPTION_REDIRECT_MS });
    redirect.go(internalWaybill);
    close();
  };
  return (
    <Group gap="xs" wrap="wrap">
      <ButtonLink to="/dashboard" variant="default" size="sm">
        {t('shipments.actions.backToDashboard')}
      </ButtonLink>
      {actions.forceAssign && parcel && (
        <Button size="sm" variant="light" disabled={redirect.pending !== null} onClick={() => setOpen('adopt')}>
          {t('shipments.actions.forceAssign')}
        </Button>
      )}
      {actions.returnSticker && <ReturnStickerButton parcelNumber={parcel?.waybill.internal ?? number} />}
      {actions.setStatus && (
        <Button size="sm" variant="light" onClick={() => setOpen('status')}>
          {t('shipments.actions.setStatus')}
        </Button>
      )}
      {actions.printLabel && (
        <Button size="sm" variant="light" onClick={() => setOpen('label')}>
          {t('shipments.actions.printLabel')}
        </Button>
      )}
      {actions.newOutNumber && parcel && (
        <Button size="sm" variant="light" onClick={() => setOpen('bufferNumber')}>
          {t('shipments.actions.newOutNumber')}
        </Button>
      )}
      {actions.payload && (
        <Button size="sm" variant="light" onClick={() => setOpen('payload')}>
          {t('shipments.actions.payload')}
        </Button>
      )}
      {actions.markDeleted && <MarkDeletedButton waybill={shipment.waybill.internal} />}
      {actions.copyTrackingLink && <CopyTrackingLinkButton path={shipment.tracking_path} />}
      {open === 'status' && <SetStatusModal shipment={shipment} openedNumber={number} onClose={close} />}
      {open === 'label' && <PrintLabelModal number={shipment.waybill.internal} onClose={close} />}
      {open === 'adopt' && actions.forceAssign && parcel && (
        <AdoptParcelModal kind={actions.forceAssign} parcel={parcel} onClose={close} onAdopted={adopted} />
      )}
      {open === 'bufferNumber' && parcel && <SetBufferNumberModal parcel={parcel} onClose={close} />}
      {open === 'payload' && <PayloadModal number={shipment.waybill.internal} onClose={close} />}
    </Group>
  );
}

function CopyTrackingLinkButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(`${window.location.origin}${path}`)) toast.success(t('shipments.toast.linkCopied'));
    else toast.error(t('shipments.toast.copyFailed'));
  };
  return (
    <Button size="sm" variant="light" onClick={() => void copy()}>
      {t('shipments.actions.copyTrackingLink')}
    </Button>
  );
}

/** Mark as deleted after a confirmation; done, the parcel list (spec/03 §4). */
function MarkDeletedButton({ waybill }: { waybill: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshShipment();
  const remove = useMutation({
    mutationFn: () => markShipmentDeleted(waybill),
    onSuccess: () => {
      toast.success(t('shipments.toast.deleted'));
      void refresh();
      void navigate({ to: '/parcels' });
    },
    onError: () => toast.error(t('shipments.toast.deleteFailed')),
  });
  const ask = async () => {
    if (await confirmAction(t('shipments.actions.markDeletedQuestion', { number: waybill }))) remove.mutate();
  };
  return (
    <Button size="sm" color="red" variant="light" loading={remove.isPending} onClick={() => void ask()}>
      {t('shipments.actions.markDeleted')}
    </Button>
  );
}
