import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PriceListType, SpecialAssociation } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { priceListErrorText } from '../price-list-errors';
import { couriersQuery, destinationCountriesQuery, findActiveDefault, specialAssociationsQuery } from '../pricing.api';

/**
 * 'Sklonuj z głównego cennika' (spec/03 §4): the user picks the special
 * association and the country (income) or courier (cost); the default list in
 * effect for them (GET /{type}/current_active/{association}) opens as the
 * client's new list (no id, begin date today), to check and save. None in
 * effect: 'Brak aktywnego domyślnego cennika!'.
 */
export function CloneFromDefaultModal({ type, clientId, onClose }: { type: PriceListType; clientId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const associations = useQuery(specialAssociationsQuery(type));
  const countries = useQuery({ ...destinationCountriesQuery(), enabled: type === 'income' });
  const couriers = useQuery({ ...couriersQuery(), enabled: type === 'cost' });
  const [association, setAssociation] = useState<string | null>('standard');
  const [target, setTarget] = useState<string | null>(type === 'income' ? '1' : null);
  const find = useMutation({
    mutationFn: () =>
      findActiveDefault(
        type,
        association as SpecialAssociation,
        type === 'income' ? { id_country: Number(target) } : { id_courier: Number(target) },
      ),
    onSuccess: (found) => {
      onClose();
      void navigate({
        to: '/operational-price-list/$type/client_form/$idClient',
        params: { type, idClient: String(clientId) },
        search: { from: found.id },
      });
    },
    onError: (error) => toast.error(priceListErrorText(error)),
  });
  const targetOptions =
    type === 'income'
      ? (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }))
      : (couriers.data ?? []).map((courier) => ({ value: String(courier.id), label: courier.name }));
  return (
    <Modal opened onClose={onClose} title={t('pricing.client.cloneTitle')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          find.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('pricing.client.cloneIntro')}</Text>
          {find.error && (
            <Alert color="red" role="alert">
              {priceListErrorText(find.error)}
            </Alert>
          )}
          <Select
            label={t('pricing.fields.special_association')}
            data={(associations.data ?? []).map((option) => ({ value: option.code, label: option.name }))}
            value={association}
            onChange={(value) => {
              setAssociation(value);
              find.reset();
            }}
            allowDeselect={false}
            withAsterisk
            data-autofocus
          />
          <Select
            label={t(type === 'income' ? 'pricing.fields.id_country' : 'pricing.fields.id_courier')}
            data={targetOptions}
            value={target}
            onChange={(value) => {
              setTarget(value);
              find.reset();
            }}
            allowDeselect={false}
            withAsterisk
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('pricing.client.cancel')}
            </Button>
            <Button type="submit" disabled={!association || !target} loading={find.isPending}>
              {t('pricing.client.cloneSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
