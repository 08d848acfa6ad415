import { useState } from 'react';
import { Alert, Button, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { shopCourierRequest, type ShopCourierView, type ShopView } from '@parcel/contracts';
import { useContractForm } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { shopErrorText } from './shop-errors';
import { shopFieldLabel, toastShopFailure } from './ShopForm';
import { ShopFrame } from './ShopPage';
import {
  addShopCourier,
  allowedCountriesQuery,
  deleteShopCourier,
  platformCouriersQuery,
  shopCourierQuery,
  shopQuery,
  type CourierFormValues,
} from './shops.api';

/**
 * `/my/external-shop/{shopId}/courier` (a new mapping) and `.../courier/{id}`
 * (a stored one, read-only, to delete): the country (one the client may send
 * to) and the shop's courier, picked from the platform's couriers of that
 * country or typed as a number.
 */
export function CourierFormPage({ shopId, id }: { shopId: number; id?: number }) {
  const { t } = useTranslation();
  const shop = useQuery(shopQuery(shopId));
  // Off while the mapping is being deleted: a live notice must not read it again (a 404) before the page is left.
  const [removing, setRemoving] = useState(false);
  const courier = useQuery({ ...shopCourierQuery(shopId, id ?? 0), enabled: id !== undefined && !removing });
  const failed = shop.isError ? shop : courier.isError ? courier : null;
  const back = shop.data ? (
    <AnchorLink to="/my/external-shop/$id" params={{ id: String(shopId) }} size="sm">
      {t('shops.backToShop', { domain: shop.data.domain })}
    </AnchorLink>
  ) : undefined;
  const title = shop.data
    ? t(id ? 'shops.couriers.viewTitle' : 'shops.couriers.newTitle', { domain: shop.data.domain })
    : t('shops.couriers.title');
  if (failed)
    return (
      <ShopFrame title={title} back={back}>
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </ShopFrame>
    );
  if (!shop.data || (id !== undefined && !courier.data))
    return (
      <ShopFrame title={title} back={back}>
        <LoadingState />
      </ShopFrame>
    );
  return (
    <ShopFrame
      title={title}
      back={back}
      actions={courier.data ? <DeleteCourierButton shop={shop.data} courier={courier.data} onRemoving={setRemoving} /> : undefined}
    >
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {courier.data ? <StoredCourier courier={courier.data} /> : <NewCourier shop={shop.data} />}
      </Paper>
    </ShopFrame>
  );
}

const EMPTY: CourierFormValues = { country_id: '', external_shop_courier_id: '' };

function NewCourier({ shop }: { shop: ShopView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useQuery(allowedCountriesQuery());
  const form = useContractForm<CourierFormValues>(shopCourierRequest, EMPTY, { guardLeave: true });
  const countryId = Number(form.values.country_id) || 0;
  const platform = useQuery({ ...platformCouriersQuery(shop.id, countryId), enabled: countryId > 0 });
  const save = useMutation({
    mutationFn: (values: CourierFormValues) => addShopCourier(shop.id, values),
    onSuccess: async () => {
      toast.success(t('shops.messages.created'));
      void queryClient.invalidateQueries({ queryKey: ['external_shops'] });
      await leaveWithoutAsking(() => navigate({ to: '/my/external-shop/$id', params: { id: String(shop.id) } }));
    },
    onError: (error) => toastShopFailure(error, form.setErrors),
  });
  const picked = platform.data?.some((c) => String(c.id) === form.values.external_shop_courier_id)
    ? form.values.external_shop_courier_id
    : null;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label={t('shops.couriers.add')}>
      <Stack gap="sm" maw={720}>
        <Select
          label={t('shops.fields.country_id')}
          data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('country_id')}
          value={form.values.country_id || null}
          onChange={(value) => {
            form.setFieldValue('country_id', value ?? '');
            form.setFieldValue('external_shop_courier_id', '');
          }}
          disabled={!countries.data}
          allowDeselect={false}
          required
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('shops.fields.platformCourier')}
            placeholder={t('shops.fields.platformCourierPlaceholder')}
            data={(platform.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.id})` }))}
            value={picked}
            onChange={(value) => form.setFieldValue('external_shop_courier_id', value ?? '')}
            disabled={countryId === 0 || !platform.data || platform.data.length === 0}
            searchable
            nothingFoundMessage={t('table.empty')}
          />
          <TextInput
            label={t('shops.fields.external_shop_courier_id')}
            description={t('shops.fields.external_shop_courier_idHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            required
            withAsterisk
            {...form.getInputProps('external_shop_courier_id')}
          />
        </SimpleGrid>
        {platform.isError && (
          <Alert color="yellow" variant="light">
            {t('shops.couriers.platformUnavailable')} ({shopErrorText(platform.error)})
          </Alert>
        )}
        <SubmitButton
          schema={shopCourierRequest}
          values={form.values}
          shown={form.errors}
          fieldLabel={shopFieldLabel}
          loading={save.isPending}
        >
          {t('shops.create')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

function StoredCourier({ courier }: { courier: ShopCourierView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={720}>
      <Text size="sm" c="dimmed">
        {t('shops.couriers.readOnly')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('shops.fields.country_id')} value={courier.country_name} readOnly />
        <TextInput label={t('shops.fields.external_shop_courier_id')} value={String(courier.external_shop_courier_id)} readOnly />
      </SimpleGrid>
      <TextInput
        label={t('shops.fields.last_synchronized_at')}
        value={courier.last_synchronized_at ? formatDateTime(courier.last_synchronized_at) : t('shops.couriers.never')}
        readOnly
      />
    </Stack>
  );
}

function DeleteCourierButton({
  shop,
  courier,
  onRemoving,
}: {
  shop: ShopView;
  courier: ShopCourierView;
  onRemoving: (removing: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteShopCourier(shop.id, courier.id),
    onMutate: () => onRemoving(true),
    onSuccess: async () => {
      toast.success(t('shops.messages.deleted'));
      await leaveWithoutAsking(() => navigate({ to: '/my/external-shop/$id', params: { id: String(shop.id) } }));
      queryClient.removeQueries({ queryKey: shopCourierQuery(shop.id, courier.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['external_shops'] });
    },
    onError: (error) => {
      onRemoving(false);
      toast.error(shopErrorText(error));
    },
  });
  return (
    <Button
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={async () => {
        const question = t('shops.couriers.deleteQuestion', { courier: courier.external_shop_courier_id, country: courier.country_name });
        if (await confirmAction(question)) remove.mutate();
      }}
    >
      {t('shops.couriers.delete')}
    </Button>
  );
}
