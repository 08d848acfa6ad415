import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, List, PasswordInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { catalogueItem, courierCredentialFields, createCredentialRequest, type CourierCredentialView } from '@parcel/contracts';
import { z } from 'zod';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { showFieldErrors, toastFieldErrors, useContractForm } from '@/shared/forms/contract-form';
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
import { Notice } from '../settings-shared/Notice';
import { useAnsweredMutation, useBackToCard, useRemoveAndReturn, useRemoved } from '../settings-shared/settings-writes';
import { SettingsPage } from '../settings-shared/SettingsPage';
import {
  checkAllowsSave,
  checkStatus,
  checkTokenFor,
  type CheckedValues,
  type CheckMode,
  type CheckResult,
  type CheckStatus,
  type PassedCheck,
} from './check-state';
import { DPD_COURIER_ID, fieldsForCourier, type CredentialDefaults } from './courier-defaults';
import {
  checkCredential,
  couriersQuery,
  createCredential,
  credentialDefaultsQuery,
  credentialQuery,
  credentialTypesQuery,
  deleteCredential,
  pinCredential,
  unpinCredential,
  updateCredential,
  type CredentialFormValues,
} from './credentials.api';

/** The form's own rules: the contract's fields, a type chosen, a password on create. */
const editSchema = courierCredentialFields.omit({ id_client: true, check_token: true }).extend({
  id_type: z.string().min(1).regex(/^[1-9]\d*$/, { error: 'invalid_value' }),
});
const createSchema = editSchema.extend({ password: createCredentialRequest.shape.password });

type Catalogue = z.output<typeof catalogueItem>;

/** `/client/{clientId}/credentail` (create) and `/client/{clientId}/credentail/{id}` (edit): the courier credential form. */
export function CredentialFormPage({ clientId, credentialId }: { clientId: number; credentialId?: string }) {
  const { t } = useTranslation();
  const couriers = useQuery(couriersQuery());
  const types = useQuery(credentialTypesQuery());
  const defaults = useQuery({ ...credentialDefaultsQuery(), enabled: credentialId === undefined });
  const item = credentialQuery(credentialId ?? '');
  const removed = useRemoved(item.queryKey);
  const credential = useQuery({ ...item, enabled: credentialId !== undefined && !removed });
  const title = t(credentialId ? 'clients.settings.credentials.editTitle' : 'clients.settings.credentials.newTitle');

  // Without the operator's defaults the form still works (its fields just start empty).
  const failed = [couriers, types, ...(credentialId ? [credential] : [])].find((query) => query.isError);
  if (failed) return <Frame clientId={clientId} title={title} state={<ErrorState error={failed.error} onRetry={() => void failed.refetch()} />} />;
  if (!couriers.data || !types.data || (credentialId ? !credential.data : defaults.isPending)) {
    return <Frame clientId={clientId} title={title} state={<LoadingState />} />;
  }
  if (credential.data && credential.data.id_client !== clientId) {
    return <Frame clientId={clientId} title={title} state={<ErrorState error={new ApiError(404, 'credential_not_found')} />} />;
  }
  return (
    <CredentialForm
      clientId={clientId}
      couriers={couriers.data}
      types={types.data}
      defaults={defaults.data}
      stored={credentialId ? credential.data : undefined}
    />
  );
}

function Frame({ clientId, title, state }: { clientId: number; title: string; state: ReactNode }) {
  return (
    <SettingsPage clientId={clientId} backTo="api" title={title}>
      {state}
    </SettingsPage>
  );
}

interface FormProps {
  readonly clientId: number;
  readonly couriers: readonly Catalogue[];
  readonly types: readonly Catalogue[];
  readonly defaults: CredentialDefaults | undefined;
  /** The credential being edited; none on create. */
  readonly stored: CourierCredentialView | undefined;
}

const valuesOf = (stored: CourierCredentialView): CredentialFormValues => ({
  id_courier: String(stored.id_courier),
  id_type: String(stored.id_type),
  assign: false,
  username: stored.username,
  password: '',
  contract_number: stored.contract_number,
  service: stored.service,
  note: stored.note,
  comment: stored.comment,
});

function initialValues({ couriers, types, defaults }: Pick<FormProps, 'couriers' | 'types' | 'defaults'>): CredentialFormValues {
  const courier = couriers.some((c) => String(c.id) === DPD_COURIER_ID) ? DPD_COURIER_ID : String(couriers[0]?.id ?? '');
  const empty = { id_courier: courier, id_type: String(types[0]?.id ?? ''), assign: false, username: '', password: '', contract_number: '', service: '', note: '', comment: '' };
  return fieldsForCourier(empty, courier, defaults);
}

/** The server never answers the password, and `assign` is an action of the save, not a stored value. */
const sameStoredFields = (form: CredentialFormValues, server: CredentialFormValues) =>
  (Object.keys(server) as (keyof CredentialFormValues)[])
    .filter((field) => field !== 'password' && field !== 'assign')
    .every((field) => String(form[field]).trim() === String(server[field]).trim());

const checkedOf = (values: CredentialFormValues): CheckedValues => ({
  id_courier: values.id_courier,
  username: values.username,
  password: values.password,
  service: values.service,
});

function CredentialForm({ clientId, couriers, types, defaults, stored }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshClients();
  const schema = stored ? editSchema : createSchema;
  const form = useContractForm(schema, stored ? valuesOf(stored) : initialValues({ couriers, types, defaults }), { guardLeave: true });
  const server = useServerValues(form, stored && valuesOf(stored), sameStoredFields);
  const [passed, setPassed] = useState<PassedCheck | null>(null);
  const [rejected, setRejected] = useState(false);
  const backToCard = useBackToCard(clientId, 'api');

  const locked = stored?.main === true;
  const mode: CheckMode = stored
    ? { kind: 'edit', stored: { id_courier: String(stored.id_courier), username: stored.username, service: stored.service } }
    : { kind: 'create' };
  const current = checkedOf(form.values);
  const status = checkStatus(mode, current, passed);

  const check = useMutation({
    mutationFn: (values: CheckedValues) => checkCredential(values, stored?.id),
    onMutate: () => setRejected(false),
    onSuccess: (result, values) => {
      setPassed({ values, result });
      if (form.getValues().contract_number.trim() === '' && result.contract_number) form.setFieldValue('contract_number', result.contract_number);
      toastAnswer('credential_check_passed');
    },
    onError: (error) => {
      setPassed(null);
      const refused = error instanceof ApiError && error.status === 406;
      setRejected(refused);
      // spec/01 §9: the check's error stays 10 s, the default.
      toast.error(errorText(error));
    },
  });

  const fieldLabel = (field: string) =>
    t(`clients.settings.credentials.fields.${field}` as 'clients.settings.credentials.fields.username', { defaultValue: field });
  const save = useMutation({
    mutationFn: (values: CredentialFormValues) => {
      const token = checkTokenFor(checkedOf(values), passed);
      return stored ? updateCredential(clientId, stored.id, values, token) : createCredential(clientId, values, token);
    },
    onSuccess: async (answer, values) => {
      toastAnswer(answer.message);
      if (!stored) {
        await refresh();
        void backToCard();
        return;
      }
      // The typed password is saved: the form starts over from the saved values (an empty password keeps it).
      const saved = { ...values, password: '', assign: false };
      form.setInitialValues(saved);
      form.setValues(saved);
      setPassed(null);
      await refresh();
    },
    onError: (error) => {
      showFieldErrors(form, error);
      toastFieldErrors(error, fieldLabel);
    },
  });

  const remove = useRemoveAndReturn(clientId, 'api', credentialQuery(stored?.id ?? '').queryKey, () => deleteCredential(stored!.id));
  const pin = useAnsweredMutation(clientId, () => pinCredential(clientId, stored!.id));
  const unpin = useAnsweredMutation(
    clientId,
    () => unpinCredential(clientId, stored!.id),
    () => void leaveWithoutAsking(() => navigate({ to: '/client/$id', params: { id: String(clientId) } })),
  );

  const busy = save.isPending || remove.isPending || pin.isPending || unpin.isPending;
  const canCheck = current.username.trim() !== '' && (stored !== undefined || current.password.trim() !== '');

  const actions = locked ? (
    <ConfirmDeleteButton action={unpin} question={t('clients.settings.credentials.unpinQuestion', { login: stored?.username ?? '' })}>{t('clients.settings.credentials.unpin')}</ConfirmDeleteButton>
  ) : stored ? (
    <>
      <Button variant="light" loading={pin.isPending} disabled={busy} onClick={() => pin.mutate()}>
        {t('clients.settings.credentials.pin')}
      </Button>
      <ConfirmDeleteButton action={remove} disabled={busy} question={t('clients.settings.credentials.deleteQuestion', { login: stored.username })} />
    </>
  ) : undefined;

  const courierOptions = couriers.map((c) => ({ value: String(c.id), label: c.name }));
  const typeOptions = types.map((c) => ({ value: String(c.id), label: c.name }));
  const changeCourier = (courier: string | null) => {
    if (!courier) return;
    const values = form.getValues();
    form.setValues(stored ? { ...values, id_courier: courier } : fieldsForCourier({ ...values, id_courier: courier }, courier, defaults));
  };

  const fields = (
    <Stack gap="sm">
      <ChangedElsewhere state={server} message={t('clients.settings.changedElsewhere')} reloadLabel={t('clients.form.reload')} />
      {locked && (
        <Notice color="blue" heading={t('clients.settings.credentials.lockedTitle')} role="status">
          <Text size="sm">{t('clients.settings.credentials.locked')}</Text>
        </Notice>
      )}
      {!stored && defaults && form.values.id_courier === DPD_COURIER_ID && (
        <Text size="sm" c="dimmed">
          {t('clients.settings.credentials.defaultsHint')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('clients.settings.credentials.fields.id_courier')}
          data={courierOptions}
          allowDeselect={false}
          required
          withAsterisk
          readOnly={locked}
          {...form.getInputProps('id_courier')}
          onChange={changeCourier}
        />
        <Select
          label={t('clients.settings.credentials.fields.id_type')}
          data={typeOptions}
          allowDeselect={false}
          required
          withAsterisk
          readOnly={locked}
          {...form.getInputProps('id_type')}
        />
        <TextInput
          label={t('clients.settings.credentials.fields.username')}
          autoComplete="off"
          required
          withAsterisk
          readOnly={locked}
          {...form.getInputProps('username')}
        />
        {!locked && (
          <PasswordInput
            label={t('clients.settings.credentials.fields.password')}
            description={stored ? t('clients.settings.credentials.passwordKeep') : undefined}
            autoComplete="new-password"
            required={!stored}
            withAsterisk={!stored}
            {...form.getInputProps('password')}
          />
        )}
        <TextInput label={t('clients.settings.credentials.fields.service')} autoComplete="off" readOnly={locked} {...form.getInputProps('service')} />
        <TextInput
          label={t('clients.settings.credentials.fields.contract_number')}
          autoComplete="off"
          readOnly={locked}
          {...form.getInputProps('contract_number')}
        />
      </SimpleGrid>
      <Textarea label={t('clients.settings.credentials.fields.note')} autosize minRows={2} readOnly={locked} {...form.getInputProps('note')} />
      <Textarea label={t('clients.settings.credentials.fields.comment')} autosize minRows={2} readOnly={locked} {...form.getInputProps('comment')} />
      {!locked && (
        <Checkbox
          label={t('clients.settings.credentials.fields.assign')}
          description={t('clients.settings.credentials.assignHint')}
          {...form.getInputProps('assign', { type: 'checkbox' })}
        />
      )}
      {stored?.last_check && (
        <Text size="sm" c="dimmed">
          {t('clients.settings.credentials.lastCheck', {
            date: formatDateTime(stored.last_check.checked_at),
            result: t(stored.last_check.passed ? 'clients.settings.credentials.lastCheckPassed' : 'clients.settings.credentials.lastCheckFailed'),
          })}
        </Text>
      )}
      {!locked && (
        <>
          <CheckPanel status={status} result={passed?.result} rejected={rejected} pending={check.isPending} />
          <Group justify="flex-end">
            <Button variant="default" loading={check.isPending} disabled={!canCheck || busy} onClick={() => check.mutate(checkedOf(form.getValues()))}>
              {t('clients.settings.credentials.check')}
            </Button>
          </Group>
          {/* Save on a row of its own: what it waits for is listed under it without moving Check from the right edge. */}
          <Stack gap={4} align="flex-end">
            <SubmitButton
              schema={schema}
              values={form.values}
              shown={form.errors}
              fieldLabel={fieldLabel}
              loading={save.isPending}
              waiting={!checkAllowsSave(status) || check.isPending || busy}
            >
              {stored ? t('clients.settings.credentials.save') : t('clients.settings.credentials.add_submit')}
            </SubmitButton>
            {!checkAllowsSave(status) && (
              <Text size="xs" c="dimmed" ta="right" maw={480}>
                {t(status === 'stale' ? 'clients.settings.credentials.saveWaitsForNewCheck' : 'clients.settings.credentials.saveWaitsForCheck')}
              </Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );

  const title = t(stored ? 'clients.settings.credentials.editTitle' : 'clients.settings.credentials.newTitle');
  return (
    <SettingsPage clientId={clientId} backTo="api" title={title} actions={actions}>
      {locked ? (
        fields
      ) : (
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          {fields}
        </form>
      )}
    </SettingsPage>
  );
}

/** Where the check stands, and what the courier answered to a passing one. */
function CheckPanel({ status, result, rejected, pending }: { status: CheckStatus; result?: CheckResult; rejected: boolean; pending: boolean }) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <Alert color="gray" role="status">
        {t('clients.settings.credentials.checking')}
      </Alert>
    );
  }
  if (status === 'passed' && result) {
    return (
      <Notice color="green" heading={t('clients.settings.messages.credential_check_passed')} role="status">
        <List size="sm" spacing={2}>
          <List.Item>
            {t('clients.settings.credentials.result.client_id')}: <strong>{result.client_id}</strong>
          </List.Item>
          <List.Item>
            {t('clients.settings.credentials.result.email')}: <strong>{result.email}</strong>
          </List.Item>
          <List.Item>
            {t('clients.settings.credentials.result.phone_number')}: <strong>{result.phone_number}</strong>
          </List.Item>
          {result.contract_number && (
            <List.Item>
              {t('clients.settings.credentials.result.contract_number')}: <strong>{result.contract_number}</strong>
            </List.Item>
          )}
        </List>
      </Notice>
    );
  }
  if (status === 'not_needed') {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('clients.settings.credentials.checkNotNeeded')}
      </Text>
    );
  }
  return (
    <Alert color={rejected ? 'red' : 'yellow'} role="status">
      {rejected
        ? t('clients.settings.credentials.checkFailed')
        : status === 'stale'
          ? t('clients.settings.credentials.checkStale')
          : t('clients.settings.credentials.checkNeeded')}
    </Alert>
  );
}
