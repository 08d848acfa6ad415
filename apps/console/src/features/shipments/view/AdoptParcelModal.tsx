import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import type { ParcelView } from '@parcel/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { clientSearchQuery, type ClientOption } from '@/shared/api/client-search';
import { adoptParcel, type AdoptionKind } from '../shipments.api';
import { adoptionFailureText, shipmentFieldMessages } from '../shipment-texts';
import { SearchSelect } from '../form/SearchSelect';

interface Props {
  readonly kind: AdoptionKind;
  /** The opened parcel (parcel context): it carries a buffer number. */
  readonly parcel: ParcelView;
  readonly onClose: () => void;
  /** The parcel now belongs to this new shipment of the client. */
  readonly onAdopted: (internalWaybill: string) => void;
}

interface PickedClient {
  readonly id: number;
  readonly label: string;
}

const clientLabel = (client: ClientOption) => `${client.name} (${client.email})`;

/**
 * Force-assigns the opened parcel to a client (spec/03 §2 "adopt buffer
 * parcel" / "adopt unprocessable parcel", §3 adoption form): the client from
 * the admin's client search (3+ characters), the marketplace flag, and for an
 * unprocessable parcel whether it goes back as a return.
 */
export function AdoptParcelModal({ kind, parcel, onClose, onAdopted }: Props) {
  const { t } = useTranslation();
  const [client, setClient] = useState<PickedClient | null>(null);
  const [isEmag, setIsEmag] = useState(false);
  const [asReturn, setAsReturn] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const adopt = useMutation({
    mutationFn: () =>
      adoptParcel(kind, {
        id_parcel: parcel.id,
        id_client: client!.id,
        is_emag_parcel: isEmag,
        return: kind === 'unprocessable' && asReturn,
      }),
    onSuccess: (answer) => {
      toast.success(t(kind === 'buffer' ? 'shipments.toast.adoptedBuffer' : 'shipments.toast.adoptedUnprocessable'));
      onAdopted(answer.internal_waybill);
    },
    onError: (error) => {
      const text = adoptionFailureText(error);
      toast.error(text);
      if (error instanceof ApiError && error.status === 422) setErrors(shipmentFieldMessages(error.fieldErrors));
      else if (error instanceof ApiError && error.code === 'client_not_found') setErrors({ id_client: text });
    },
  });
  const title = t(kind === 'buffer' ? 'shipments.adopt.titleBuffer' : 'shipments.adopt.titleUnprocessable');
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (client) adopt.mutate();
        }}
      >
        <Stack gap="sm">
          <ParcelFacts parcel={parcel} />
          <SearchSelect<ClientOption>
            label={t('shipments.adopt.client')}
            placeholder={t('shipments.search.clientPlaceholder')}
            required
            value={client ? String(client.id) : null}
            valueLabel={client?.label ?? ''}
            search={clientSearchQuery}
            keyOf={(option) => String(option.id)}
            labelOf={clientLabel}
            onPick={(option) => setClient(option ? { id: option.id, label: clientLabel(option) } : null)}
            error={errors['id_client']}
            onClick={() => clearError('id_client')}
          />
          <Switch
            label={t('shipments.adopt.isEmag')}
            checked={isEmag}
            onChange={(event) => setIsEmag(event.currentTarget.checked)}
            error={errors['is_emag_parcel']}
          />
          {kind === 'unprocessable' && (
            <Switch
              label={t('shipments.adopt.return')}
              description={t('shipments.adopt.returnHint')}
              checked={asReturn}
              onChange={(event) => setAsReturn(event.currentTarget.checked)}
              error={errors['return']}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('shipments.cancel')}
            </Button>
            <Button type="submit" disabled={!client} loading={adopt.isPending}>
              {t('shipments.adopt.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Which parcel moves, and the foreign number it carries. */
function ParcelFacts({ parcel }: { parcel: ParcelView }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm">{t('shipments.adopt.intro', { number: parcel.waybill.internal })}</Text>
      {parcel.waybill.external_buffer && (
        <Text size="sm" c="dimmed" data-testid="adopt-buffer-number">
          {t('shipments.adopt.buffer', { number: parcel.waybill.external_buffer })}
        </Text>
      )}
    </Stack>
  );
}
