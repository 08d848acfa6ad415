import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ExternalCredentialView } from '@parcel/contracts';
import { EXTERNAL_API_TYPES } from '@parcel/domain';
import { ApiError } from '../../../shared/api/api-error';
import { errorText, validationText } from '../../../shared/api/error-text';
import { hasFieldErrors } from '../../../shared/forms/contract-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/notify/toasts';
import { formatDateTime } from '../../../shared/ui/format';
import { ErrorState, LoadingState } from '../../../shared/ui/states';
import { refreshClients, toastAnswer } from '../settings-shared/answers';
import { ConfirmDeleteButton } from '../settings-shared/ConfirmDeleteButton';
import { useRemoveAndReturn } from '../settings-shared/settings-writes';
import { SettingsPage } from '../settings-shared/SettingsPage';
import {
  createExternalCredential,
  deleteExternalCredential,
  externalCredentialQuery,
  updateExternalCredential,
  type ExternalFormValues,
} from './external-api.api';
import { externalTypeLabel } from './external-api.columns';
import { externalProblem, isMarketplace, needsTypedLogin } from './external-rules';
import { showGeneratedLogin } from './GeneratedLogin';
import { ServerAddresses } from './ServerAddresses';

/** `/client/{clientId}/external_api_credentials` (create) and `/{id}` (edit): one external API credential. */
export function ExternalCredentialFormPage({ clientId, credId }: { clientId: number; credId?: string }) {
  const { t } = useTranslation();
  const credential = useQuery({ ...externalCredentialQuery(clientId, credId ?? ''), enabled: credId !== undefined });
  const title = t(credId ? 'clientSettings.externalApi.editTitle' : 'clientSettings.externalApi.newTitle');
  if (credId && !credential.data) {
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

function ExternalCredentialForm({ clientId, stored, title }: { clientId: number; stored: ExternalCredentialView | undefined; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ExternalFormValues>(stored ? valuesOf(stored) : EMPTY);
  const [dirty, setDirty] = useState(false);
  const set = (field: keyof ExternalFormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setDirty(true);
  };

  // Changed elsewhere: an untouched form shows the stored values.
  const storedKey = stored ? JSON.stringify(valuesOf(stored)) : '';
  useEffect(() => {
    if (stored && !dirty) setValues(valuesOf(stored));
  }, [storedKey]);

  const mode = stored ? 'edit' : 'create';
  const problem = externalProblem(values, mode);
  const marketplace = isMarketplace(values.type);
  const typedLogin = needsTypedLogin(values.type);

  const save = useMutation({
    mutationFn: async () => {
      // Marketplace usernames are the server's to make.
      const body = marketplace ? { ...values, username: '' } : values;
      if (!stored) return { created: await createExternalCredential(clientId, body) };
      return { saved: await updateExternalCredential(clientId, stored.id, body) };
    },
    onSuccess: async (answer) => {
      toastAnswer((answer.created ?? answer.saved).message);
      await refreshClients(queryClient);
      setDirty(false);
      if (answer.created) {
        void navigate({ to: '/client/$id/external_api_credentials/$credId', params: { id: String(clientId), credId: answer.created.id } });
        if (marketplace) showGeneratedLogin(answer.created);
      }
    },
    // spec/01 §8: the server's message as an error toast (field messages also under their fields).
    onError: (error) => toast.error(errorText(error)),
  });
  const remove = useRemoveAndReturn(clientId, 'external_api_credentials', () => deleteExternalCredential(clientId, stored!.id));

  const serverField = (field: string): string | undefined =>
    hasFieldErrors(save.error) ? validationText((save.error as ApiError).fieldErrors[field]) : undefined;
  const localField = (field: 'type' | 'username' | 'password'): string | undefined =>
    dirty && problem?.field === field ? t(`validation.${problem.code}`) : undefined;
  const errorOf = (field: 'type' | 'username' | 'password') => localField(field) ?? serverField(field);

  const actions = stored ? <ConfirmDeleteButton action={remove} disabled={save.isPending} /> : undefined;

  const typeField: ReactNode = stored ? (
    <TextInput label={t('clientSettings.externalApi.fields.type')} value={externalTypeLabel(stored.type)} readOnly />
  ) : (
    <Select
      label={t('clientSettings.externalApi.fields.type')}
      placeholder={t('clientSettings.externalApi.typePlaceholder')}
      data={EXTERNAL_API_TYPES.map((type) => ({ value: type, label: externalTypeLabel(type) }))}
      value={values.type || null}
      onChange={(type) => set('type')(type ?? '')}
      allowDeselect={false}
      required
      withAsterisk
      error={errorOf('type')}
    />
  );

  return (
    <SettingsPage clientId={clientId} backTo="external_api_credentials" title={title} actions={actions}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) save.mutate();
        }}
      >
        <Stack gap="sm" maw={720}>
          {typeField}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {marketplace ? (
              <TextInput
                label={t('clientSettings.externalApi.fields.username')}
                description={t('clientSettings.externalApi.usernameDerived')}
                value={stored?.username ?? t('clientSettings.externalApi.usernameGenerated')}
                readOnly
              />
            ) : (
              <TextInput
                label={t('clientSettings.externalApi.fields.username')}
                autoComplete="off"
                value={values.username}
                onChange={(event) => set('username')(event.currentTarget.value)}
                required={typedLogin}
                withAsterisk={typedLogin}
                error={errorOf('username')}
              />
            )}
            <PasswordInput
              label={t('clientSettings.externalApi.fields.password')}
              description={
                !stored
                  ? marketplace
                    ? t('clientSettings.externalApi.passwordGenerate')
                    : undefined
                  : stored.password
                    ? undefined
                    : t('clientSettings.externalApi.passwordKeep')
              }
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => set('password')(event.currentTarget.value)}
              required={typedLogin && !stored}
              withAsterisk={typedLogin && !stored}
              error={errorOf('password')}
            />
            <PasswordInput
              label={t('clientSettings.externalApi.fields.token')}
              description={stored?.has_token ? t('clientSettings.externalApi.tokenKeep') : undefined}
              autoComplete="off"
              value={values.token}
              onChange={(event) => set('token')(event.currentTarget.value)}
              error={serverField('token')}
            />
            <TextInput
              label={t('clientSettings.externalApi.fields.ip')}
              autoComplete="off"
              value={values.ip}
              onChange={(event) => set('ip')(event.currentTarget.value)}
              error={serverField('ip')}
            />
          </SimpleGrid>
          {stored && (
            <Text size="sm" c="dimmed">
              {t('clientSettings.externalApi.createdAt')}: {formatDateTime(stored.created_at)}
            </Text>
          )}
          {marketplace && <ServerAddresses />}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={problem !== null || remove.isPending || (stored !== undefined && !dirty)}>
              {stored ? t('app.save') : t('app.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsPage>
  );
}
