import { useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ParameterTypeView, ParameterView } from '@parcel/contracts';
import { SENDING_SHIPMENTS_BLOCK } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { showFieldErrors, toastUnlessFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { useRefreshClients } from '../clients.api';
import { toastAnswer } from '../settings-shared/answers';
import { ConfirmDeleteButton } from '../settings-shared/ConfirmDeleteButton';
import { useBackToCard, useRemoveAndReturn, useRemoved } from '../settings-shared/settings-writes';
import { SettingsPage } from '../settings-shared/SettingsPage';
import { initialDraft, parameterFormSchema, unusedTypes, valueEditable, type ParameterDraft, type ParameterFormValues } from './parameter-values';
import {
  changeParameter,
  clientParametersQuery,
  defineParameter,
  parameterQuery,
  parameterTypesQuery,
  removeParameter,
} from './parameters.api';
import { ParameterValueField } from './ParameterValueField';

/** `/client/{id}/parameter` (create) and `/client/{clientId}/parameter/{id}` (edit): one additional parameter of the client. */
export function ParameterFormPage({ clientId, parameterId }: { clientId: number; parameterId?: string }) {
  const { t } = useTranslation();
  const types = useQuery(parameterTypesQuery());
  const parameters = useQuery({ ...clientParametersQuery(clientId), enabled: parameterId === undefined });
  const item = parameterQuery(clientId, parameterId ?? '');
  const removed = useRemoved(item.queryKey);
  const parameter = useQuery({ ...item, enabled: parameterId !== undefined && !removed });
  const title = t(parameterId ? 'clients.settings.parameters.editTitle' : 'clients.settings.parameters.newTitle');

  const failed = (parameterId ? [types, parameter] : [types, parameters]).find((query) => query.isError);
  const frame = (content: ReactNode) => (
    <SettingsPage clientId={clientId} backTo="parameters" title={title}>
      {content}
    </SettingsPage>
  );
  if (failed) return frame(<ErrorState error={failed.error} onRetry={() => void failed.refetch()} />);
  if (!types.data || (parameterId ? !parameter.data : !parameters.data)) return frame(<LoadingState />);

  if (parameterId) {
    const type = types.data.find((candidate) => candidate.id === parameter.data!.type_id);
    if (!type) return frame(<ErrorState error={new ApiError(404, 'parameter_type_not_found')} />);
    return <EditParameter clientId={clientId} parameter={parameter.data!} type={type} title={title} />;
  }
  const available = unusedTypes(types.data, parameters.data!.map((p) => p.type_id));
  return <NewParameter clientId={clientId} types={available} title={title} />;
}

type Form = UseFormReturnType<ParameterFormValues>;

const bodyOf = (type: ParameterTypeView, values: ParameterDraft) => ({
  value: values.value.trim(),
  hidden_value: type.kind === 'contact' ? values.hidden_value : null,
});

/** The form validated for `types`; a failed save marks its fields (the type's, the value's). */
function useParameterForm(types: readonly ParameterTypeView[], initial: ParameterFormValues, error: unknown) {
  const schema = useMemo(() => parameterFormSchema(types), [types]);
  const form = useContractForm(schema, initial, { guardLeave: true });
  useEffect(() => {
    if (error) showFieldErrors(form, error);
  }, [error]);
  return { form, schema };
}

const FIELD_LABELS = {
  type_id: 'clients.settings.parameters.type',
  hidden_value: 'clients.settings.parameters.contact',
  value: 'clients.settings.parameters.fields.value',
} as const;
/** A field's label on the parameter form, for the reasons listed under a disabled Save. */
const parameterFieldLabel = (field: string) => t(FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? FIELD_LABELS.value);

/** The value field bound to the form: a changed value is checked at once (a contact is marked from the start by its picker). */
function FormValueField({ form, type, readOnly, description }: { form: Form; type: ParameterTypeView; readOnly?: boolean; description?: string }) {
  return (
    <ParameterValueField
      type={type}
      draft={form.values}
      readOnly={readOnly}
      description={description}
      onChange={(next) => {
        form.setValues({ value: next.value, hidden_value: next.hidden_value });
        form.validateField('value');
      }}
      error={form.errors['value'] ?? form.errors['hidden_value']}
    />
  );
}

function NewParameter({ clientId, types, title }: { clientId: number; types: readonly ParameterTypeView[]; title: string }) {
  const { t } = useTranslation();
  const backToCard = useBackToCard(clientId, 'parameters');
  const refresh = useRefreshClients();
  const save = useMutation({
    mutationFn: ({ type, values }: { type: ParameterTypeView; values: ParameterFormValues }) => defineParameter(clientId, type.id, bodyOf(type, values)),
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      await refresh();
      void backToCard();
    },
    onError: toastUnlessFieldErrors,
  });
  const { form, schema } = useParameterForm(types, { type_id: '', value: '', hidden_value: null }, save.error);
  const type = types.find((candidate) => String(candidate.id) === form.values.type_id);
  const chooseType = (typeId: string | null) => {
    const chosen = types.find((candidate) => String(candidate.id) === typeId);
    form.setValues({ type_id: typeId ?? '', ...(chosen ? initialDraft(chosen) : { value: '', hidden_value: null }) });
    save.reset();
  };

  return (
    <SettingsPage clientId={clientId} backTo="parameters" title={title}>
      <form noValidate onSubmit={form.onSubmit((values) => {
          if (type) save.mutate({ type, values });
        })}>
        <Stack gap="sm" maw={560}>
          {types.length === 0 && (
            <Alert color="blue" role="status">
              {t('clients.settings.parameters.noTypesLeft')}
            </Alert>
          )}
          <Select
            label={t('clients.settings.parameters.type')}
            placeholder={t('clients.settings.parameters.typePlaceholder')}
            data={types.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            {...form.getInputProps('type_id')}
            value={form.values.type_id || null}
            onChange={chooseType}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('table.empty')}
            required
            withAsterisk
          />
          {type && <FormValueField key={type.id} form={form} type={type} />}
          <SubmitButton schema={schema} values={form.values} shown={form.errors} fieldLabel={parameterFieldLabel} loading={save.isPending}>
            {t('app.add')}
          </SubmitButton>
        </Stack>
      </form>
    </SettingsPage>
  );
}

const valuesOf = (parameter: ParameterView): ParameterFormValues => ({
  type_id: String(parameter.type_id),
  value: parameter.value,
  hidden_value: parameter.hidden_value,
});

/** The server keeps the value trimmed. */
const sameValue = (form: ParameterFormValues, server: ParameterFormValues) =>
  form.value.trim() === server.value && form.hidden_value === server.hidden_value;

function EditParameter({ clientId, parameter, type, title }: { clientId: number; parameter: ParameterView; type: ParameterTypeView; title: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const editable = valueEditable(type);
  const types = useMemo(() => [type], [type]);
  const save = useMutation({
    mutationFn: (values: ParameterFormValues) => changeParameter(clientId, parameter.id, bodyOf(type, values)),
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      await refresh();
    },
    onError: toastUnlessFieldErrors,
  });
  const { form, schema } = useParameterForm(types, valuesOf(parameter), save.error);
  const server = useServerValues(form, valuesOf(parameter), sameValue);
  // Deleting the dispatch block unblocks dispatch (its answer names the client).
  const remove = useRemoveAndReturn(clientId, 'parameters', parameterQuery(clientId, parameter.id).queryKey, () =>
    removeParameter(clientId, parameter.id),
  );
  const actions = (
    <ConfirmDeleteButton action={remove} disabled={save.isPending} question={t('clients.settings.parameters.deleteQuestion', { name: type.name })} />
  );
  const unchanged = sameValue(form.values, valuesOf(parameter));
  const fixedHint = type.code === SENDING_SHIPMENTS_BLOCK ? t('clients.settings.parameters.dispatchBlockFixed') : t('clients.settings.parameters.notEditable');

  return (
    <SettingsPage clientId={clientId} backTo="parameters" title={title} actions={actions}>
      <form noValidate onSubmit={form.onSubmit((values) => {
          if (editable) save.mutate(values);
        })}>
        <Stack gap="sm" maw={560}>
          <ChangedElsewhere state={server} message={t('clients.settings.changedElsewhere')} reloadLabel={t('clients.form.reload')} />
          <TextInput label={t('clients.settings.parameters.type')} value={type.name} readOnly />
          <FormValueField form={form} type={type} readOnly={!editable} description={editable ? undefined : fixedHint} />
          {editable && (
            <Stack gap={4}>
              <SubmitButton
                schema={schema}
                values={form.values}
                shown={form.errors}
                fieldLabel={parameterFieldLabel}
                loading={save.isPending}
                waiting={unchanged || remove.isPending}
              >
                {t('app.save')}
              </SubmitButton>
              {unchanged && (
                <Text size="xs" c="dimmed" ta="right">
                  {t('clients.settings.noChanges')}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </form>
    </SettingsPage>
  );
}
