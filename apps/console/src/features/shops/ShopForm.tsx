import { PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SHOP_PLATFORM_VALUES, shopRequest, type ShopView } from '@parcel/contracts';
import { z } from 'zod';
import { ApiError } from '@/shared/api/api-error';
import { useContractForm } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { shopErrorText, shopFieldMessages } from './shop-errors';
import { changeShop, createShop, type ShopFormValues } from './shops.api';

export const shopFieldLabel = (field: string): string => t(`shops.fields.${field}` as 'shops.fields.platform', { defaultValue: field });

/** A failed save: the fields' messages under the fields and one toast each (spec/03 §8: 422 populates field errors), anything else one toast. */
export function toastShopFailure(error: unknown, setErrors?: (errors: Record<string, string>) => void): void {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    const messages = shopFieldMessages(error.fieldErrors);
    setErrors?.(messages);
    for (const [field, message] of Object.entries(messages)) toast.error(t('form.fieldError', { field: shopFieldLabel(field), message }));
    return;
  }
  toast.error(shopErrorText(error));
}

/**
 * The shop form (spec/03 §2): platform (only IdoSell), the API address
 * (base_url) and the API key. A new shop needs a key; a stored shop's key is
 * never shown: the field stays empty (a note says a key is stored) and a key
 * typed there replaces it.
 */
export function ShopForm({ stored }: { stored?: ShopView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = stored ? z.preprocess((values) => ({ ...(values as object), id: stored.id }), shopRequest) : shopRequest;
  const initial: ShopFormValues = { platform: stored?.platform ?? 'ido_sell', base_url: stored?.base_url ?? '', encrypted_api_key: '' };
  const form = useContractForm<ShopFormValues>(schema, initial, { guardLeave: true });
  const save = useMutation({
    mutationFn: async (values: ShopFormValues) => (stored ? changeShop(stored.id, values) : createShop(values)),
    onSuccess: async (answer, values) => {
      void queryClient.invalidateQueries({ queryKey: ['external_shops'] });
      if (answer.message === 'created') {
        toast.success(t('shops.messages.created'));
        await leaveWithoutAsking(() => navigate({ to: '/my/external-shop/$id', params: { id: String(answer.id) } }));
        return;
      }
      toast.success(t('shops.messages.saved'));
      const saved = { ...values, encrypted_api_key: '' };
      form.setInitialValues(saved);
      form.setValues(saved);
    },
    onError: (error) => toastShopFailure(error, form.setErrors),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate aria-label={t(stored ? 'shops.save' : 'shops.newTitle')}>
      <Stack gap="sm" maw={720}>
        <Select
          label={t('shops.fields.platform')}
          data={SHOP_PLATFORM_VALUES.map((value) => ({ value, label: t(`shops.platforms.${value}`) }))}
          {...form.getInputProps('platform')}
          value={form.values.platform || null}
          onChange={(value) => form.setFieldValue('platform', value ?? '')}
          allowDeselect={false}
          readOnly={!!stored}
          required
          withAsterisk
        />
        <TextInput
          label={t('shops.fields.base_url')}
          description={t('shops.fields.base_urlHint')}
          placeholder="https://twojsklep.pl"
          autoComplete="url"
          inputMode="url"
          maxLength={255}
          required
          withAsterisk
          {...form.getInputProps('base_url')}
        />
        <PasswordInput
          label={t('shops.fields.encrypted_api_key')}
          description={stored?.has_api_key ? t('shops.fields.keyStored') : t('shops.fields.keyHint')}
          autoComplete="new-password"
          maxLength={500}
          required={!stored}
          withAsterisk={!stored}
          {...form.getInputProps('encrypted_api_key')}
        />
        {stored && (
          <Text size="xs" c="dimmed">
            {t('shops.columns.domain')}: {stored.domain}
          </Text>
        )}
        <SubmitButton
          schema={schema}
          values={form.values}
          shown={form.errors}
          fieldLabel={shopFieldLabel}
          loading={save.isPending}
          waiting={!!stored && !form.isDirty()}
        >
          {stored ? t('shops.save') : t('shops.create')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
