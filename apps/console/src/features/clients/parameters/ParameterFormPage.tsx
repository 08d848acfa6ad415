import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParameterTypeView, ParameterView } from '@parcel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { errorText, validationText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/notify/toasts';
import { ErrorState, LoadingState } from '../../../shared/ui/states';
import { refreshClients, toastAnswer } from '../settings-shared/answers';
import { ConfirmDeleteButton } from '../settings-shared/ConfirmDeleteButton';
import { useBackToCard, useRemoveAndReturn } from '../settings-shared/settings-writes';
import { SettingsPage } from '../settings-shared/SettingsPage';
import { draftProblem, initialDraft, SENDING_SHIPMENTS_BLOCK, unusedTypes, valueEditable, type ParameterDraft } from './parameter-values';
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
  const parameter = useQuery({ ...parameterQuery(clientId, parameterId ?? ''), enabled: parameterId !== undefined });
  const title = t(parameterId ? 'clientSettings.parameters.editTitle' : 'clientSettings.parameters.newTitle');

  const needed = parameterId ? [types, parameter] : [types, parameters];
  // Data already shown stays when a refresh fails (the parameter was just deleted and the page is leaving).
  const failed = needed.find((query) => query.isError && !query.data);
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

/** A 422's message for one of the fields (the value's, or the type's). */
const fieldError = (error: unknown, ...fields: string[]): string | undefined =>
  error instanceof ApiError ? validationText(fields.map((field) => error.fieldErrors[field]).find((codes) => codes?.length)) : undefined;
const VALUE_FIELDS = ['value', 'hidden_value'];
/** A failed save: the type's or value's message stands under its field; anything else as an error toast. */
const toastUnlessFieldError = (error: unknown) => {
  if (!fieldError(error, 'type_id', ...VALUE_FIELDS)) toast.error(errorText(error));
};

function useProblemText(type: ParameterTypeView | undefined, draft: ParameterDraft, touched: boolean): string | undefined {
  const { t } = useTranslation();
  if (!type) return undefined;
  const problem = draftProblem(type, draft);
  // A contact is marked at once (spec/01 §3: untouched or empty); the other kinds once changed.
  if (!problem || problem === 'contact_required' || !touched) return undefined;
  return t(`validation.${problem}`);
}

const bodyOf = (type: ParameterTypeView, draft: ParameterDraft) => ({
  value: draft.value.trim(),
  hidden_value: type.kind === 'contact' ? draft.hidden_value : null,
});

function NewParameter({ clientId, types, title }: { clientId: number; types: readonly ParameterTypeView[]; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const backToCard = useBackToCard(clientId, 'parameters');
  const [typeId, setTypeId] = useState<string | null>(null);
  const type = types.find((candidate) => String(candidate.id) === typeId);
  const [draft, setDraft] = useState<ParameterDraft>({ value: '', hidden_value: null });
  const [touched, setTouched] = useState(false);
  const problemText = useProblemText(type, draft, touched);

  const save = useMutation({
    mutationFn: () => defineParameter(clientId, type!.id, bodyOf(type!, draft)),
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      await refreshClients(queryClient);
      void backToCard();
    },
    onError: toastUnlessFieldError,
  });
  const serverError = fieldError(save.error, ...VALUE_FIELDS);

  return (
    <SettingsPage clientId={clientId} backTo="parameters" title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (type && !draftProblem(type, draft)) save.mutate();
        }}
      >
        <Stack gap="sm" maw={560}>
          {types.length === 0 && (
            <Alert color="blue" role="status">
              {t('clientSettings.parameters.noTypesLeft')}
            </Alert>
          )}
          <Select
            label={t('clientSettings.parameters.type')}
            placeholder={t('clientSettings.parameters.typePlaceholder')}
            data={types.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={typeId}
            onChange={(next) => {
              setTypeId(next);
              const chosen = types.find((candidate) => String(candidate.id) === next);
              setDraft(chosen ? initialDraft(chosen) : { value: '', hidden_value: null });
              setTouched(false);
              save.reset();
            }}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('table.empty')}
            required
            withAsterisk
            error={fieldError(save.error, 'type_id')}
          />
          {type && (
            <ParameterValueField
              key={type.id}
              type={type}
              draft={draft}
              onChange={(next) => {
                setDraft(next);
                setTouched(true);
              }}
              error={problemText ?? serverError}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!type || draftProblem(type, draft) !== null}>
              {t('app.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsPage>
  );
}

function EditParameter({ clientId, parameter, type, title }: { clientId: number; parameter: ParameterView; type: ParameterTypeView; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const storedDraft: ParameterDraft = { value: parameter.value, hidden_value: parameter.hidden_value };
  const [draft, setDraft] = useState<ParameterDraft>(storedDraft);
  const [touched, setTouched] = useState(false);
  const problemText = useProblemText(type, draft, touched);
  const editable = valueEditable(type);
  const changed = draft.value.trim() !== parameter.value || (type.kind === 'contact' && draft.hidden_value !== parameter.hidden_value);

  // Changed elsewhere: an untouched form shows the stored value.
  useEffect(() => {
    if (!touched) setDraft(storedDraft);
  }, [parameter.value, parameter.hidden_value]);

  const save = useMutation({
    mutationFn: () => changeParameter(clientId, parameter.id, bodyOf(type, draft)),
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      setTouched(false);
      await refreshClients(queryClient);
    },
    onError: toastUnlessFieldError,
  });
  const remove = useRemoveAndReturn(clientId, 'parameters', () => removeParameter(clientId, parameter.id));
  const actions = <ConfirmDeleteButton action={remove} disabled={save.isPending} />;
  const fixedHint = type.code === SENDING_SHIPMENTS_BLOCK ? t('clientSettings.parameters.dispatchBlockFixed') : t('clientSettings.parameters.notEditable');

  return (
    <SettingsPage clientId={clientId} backTo="parameters" title={title} actions={actions}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editable && !draftProblem(type, draft)) save.mutate();
        }}
      >
        <Stack gap="sm" maw={560}>
          <TextInput label={t('clientSettings.parameters.type')} value={type.name} readOnly />
          <ParameterValueField
            type={type}
            draft={draft}
            readOnly={!editable}
            description={editable ? undefined : fixedHint}
            onChange={(next) => {
              setDraft(next);
              setTouched(true);
            }}
            error={problemText ?? fieldError(save.error, ...VALUE_FIELDS)}
          />
          {editable && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!changed || draftProblem(type, draft) !== null || remove.isPending}>
                {t('app.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </SettingsPage>
  );
}
