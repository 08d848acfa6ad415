import type { ReactNode } from 'react';
import { PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ExternalCredentialView } from '@parcel/contracts';
import { EXTERNAL_API_TYPES } from '@parcel/domain';
import { z } from 'zod';
import { errorText } from '@/shared/api/error-text';
import { showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { useRefreshClients } from '../clients.api';
import { toastAnswer } from '../settings-shared/answers';
import { ConfirmDeleteButton } from '../settings-shared/ConfirmDeleteButton';
import { useRemoveAndReturn, useRemoved } from '../settings-shared/settings-writes';
import { SettingsPage } from '../settings-shared/SettingsPage';
import {
  createExternalCredential,
  deleteExternalCredential,
  externalCredentialQuery,
  updateExternalCredential,
  type ExternalFormValues,
} from './external-api.api';
import { externalTypeLabel } from './external-api.columns';
import { externalFormSchema, isMarketplace, needsTypedLogin } from './external-rules';
import { showGeneratedLogin } from './GeneratedLogin';
import { ServerAddresses } from './ServerAddresses';

/** `/client/{clientId}/external_api_credentials` (create) and `/{id}` (edit): one external API credential. */
export function ExternalCredentialFormPage({ clientId, credId }: { clientId: number; credId?: string }) {
  const { t } = useTranslation();
  const item = externalCredentialQuery(clientId, credId ?? '');
  const removed = useRemoved(item.queryKey);
  const credential = useQuery({ ...item, enabled: credId !== undefined && !removed });
  const title = t(credId ? 'clients.settings.externalApi.editTitle' : 'clients.settings.externalApi.newTitle');
  if (credId && (credential.isError || !credential.data)) {
    return (
      <SettingsPage clientId={clientId} backTo="external_api_credentials" title={title}>
        {credential.isError ? <ErrorState error={credential.error} onRetry={() => void credential.refetch()} /> : <LoadingState />}
      </SettingsPage>
    );
  }
  return <ExternalCredentialForm key={credId ?? 'new'} clientId={clientId} stored={credId ? credential.data : undefined} title={title} />;
}

const EMPTY: ExternalFormValues = { type: '', username: '', password: '', token: '', ip: '' };
const valuesOf = (stored: ExternalCredentialView): ExternalFormValues => ({
  type: stored.type,
  username: stored.username ?? '',
  password: stored.password ?? '',
  token: '',
  ip: stored.ip ?? '',
});

/** The server never answers the token (an empty one keeps the stored token); the rest it keeps trimmed. */
const sameStoredFields = (form: ExternalFormValues, server: ExternalFormValues) =>
  (['type', 'username', 'password', 'ip'] as const).every((field) => form[field].trim() === server[field].trim());

/** Under Save, a type not chosen yet is missing (the contract's list of types alone calls '' an invalid value). */
const typeChosen = z.looseObject({ type: z.string().min(1) });

function ExternalCredentialForm({ clientId, stored, title }: { clientId: number; stored: ExternalCredentialView | undefined; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshClients();
  const schema = externalFormSchema(stored ? 'edit' : 'create');
  const form = useContractForm(schema, stored ? valuesOf(stored) : EMPTY, { guardLeave: true });
  const server = useServerValues(form, stored && valuesOf(stored), sameStoredFields);
  const marketplace = isMarketplace(form.values.type);
  const typedLogin = needsTypedLogin(form.values.type);
  const unchanged = stored !== undefined && !form.isDirty();
  const fieldLabel = (field: string) =>
    t(`clients.settings.externalApi.fields.${field}` as 'clients.settings.externalApi.fields.type', { defaultValue: field });

  const save = useMutation({
    mutationFn: async (values: ExternalFormValues) => {
      // Marketplace usernames are the server's to make.
      const body = isMarketplace(values.type) ? { ...values, username: '' } : values;
      if (!stored) return { created: await createExternalCredential(clientId, body) };
      return { saved: await updateExternalCredential(clientId, stored.id, body) };
    },
    onSuccess: async (answer, values) => {
      toastAnswer((answer.created ?? answer.saved).message);
      if (answer.created) {
        await refresh();
        void leaveWithoutAsking(() =>
          navigate({ to: '/client/$id/external_api_credentials/$credId', params: { id: String(clientId), credId: answer.created.id } }),
        );
        if (isMarketplace(values.type)) showGeneratedLogin(answer.created);
        return;
      }
      // Saved: the typed token is stored (an empty field keeps it), the form starts over from the saved values.
      const saved = { ...values, token: '' };
      form.setInitialValues(saved);
      form.setValues(saved);
      await refresh();
    },
    // spec/01 §8: the server's message as an error toast (field messages also under their fields).
    onError: (error) => {
      showFieldErrors(form, error);
      toast.error(errorText(error));
    },
  });
  const remove = useRemoveAndReturn(clientId, 'external_api_credentials', externalCredentialQuery(clientId, stored?.id ?? '').queryKey, () =>
    deleteExternalCredential(clientId, stored!.id),
  );

  const actions = stored ? (
    <ConfirmDeleteButton
      action={remove}
      disabled={save.isPending}
      question={t('clients.settings.externalApi.deleteQuestion', { type: externalTypeLabel(stored.type) })}
    />
  ) : undefined;

  const typeField: ReactNode = stored ? (
    <TextInput label={t('clients.settings.externalApi.fields.type')} value={externalTypeLabel(stored.type)} readOnly />
  ) : (
    <Select
      label={t('clients.settings.externalApi.fields.type')}
      placeholder={t('clients.settings.externalApi.typePlaceholder')}
      data={EXTERNAL_API_TYPES.map((type) => ({ value: type, label: externalTypeLabel(type) }))}
      {...form.getInputProps('type')}
      value={form.values.type || null}
      onChange={(type) => form.setFieldValue('type', type ?? '')}
      allowDeselect={false}
      required
      withAsterisk
    />
  );

  return (
    <SettingsPage clientId={clientId} backTo="external_api_credentials" title={title} actions={actions}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm" maw={720}>
          <ChangedElsewhere state={server} message={t('clients.settings.changedElsewhere')} reloadLabel={t('clients.form.reload')} />
          {typeField}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {marketplace ? (
              <TextInput
                label={t('clients.settings.externalApi.fields.username')}
                description={t('clients.settings.externalApi.usernameDerived')}
                placeholder={t('clients.settings.externalApi.usernameGenerated')}
                value={stored?.username ?? ''}
                readOnly
              />
            ) : (
              <TextInput
                label={t('clients.settings.externalApi.fields.username')}
                autoComplete="off"
                required={typedLogin}
                withAsterisk={typedLogin}
                {...form.getInputProps('username')}
              />
            )}
            <PasswordInput
              label={t('clients.settings.externalApi.fields.password')}
              description={
                !stored
                  ? marketplace
                    ? t('clients.settings.externalApi.passwordGenerate')
                    : undefined
                  : stored.password
                    ? undefined
                    : t('clients.settings.externalApi.passwordKeep')
              }
              autoComplete="new-password"
              required={typedLogin && !stored}
              withAsterisk={typedLogin && !stored}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('clients.settings.externalApi.fields.token')}
              description={stored?.has_token ? t('clients.settings.externalApi.tokenKeep') : undefined}
              autoComplete="off"
              {...form.getInputProps('token')}
            />
            <TextInput label={t('clients.settings.externalApi.fields.ip')} autoComplete="off" {...form.getInputProps('ip')} />
          </SimpleGrid>
          {stored && (
            <Text size="sm" c="dimmed">
              {t('clients.settings.externalApi.createdAt')}: {formatDateTime(stored.created_at)}
            </Text>
          )}
          {marketplace && <ServerAddresses />}
          <Stack gap={4}>
            <SubmitButton
              schema={typeChosen.pipe(schema)}
              values={form.values}
              shown={form.errors}
              fieldLabel={fieldLabel}
              loading={save.isPending}
              waiting={remove.isPending || unchanged}
            >
              {stored ? t('app.save') : t('app.add')}
            </SubmitButton>
            {unchanged && (
              <Text size="xs" c="dimmed" ta="right">
                {t('clients.settings.noChanges')}
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
    </SettingsPage>
  );
}
