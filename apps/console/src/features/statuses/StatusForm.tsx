import { useEffect } from 'react';
import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { statusTypeDetails } from '@parcel/contracts';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import { statusGroupsQuery, type StatusFormValues } from './statuses.api';

interface Props {
  /** The new type's blanks, or the stored type (whose changes on the server reach the form). */
  readonly initial: StatusFormValues;
  readonly mode: 'create' | 'edit';
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The last failure of the submit: a 422 marks its fields. */
  readonly error: unknown;
  readonly onSubmit: (values: StatusFormValues) => void;
}

/**
 * The status form (spec/02 §5): name, displayed_name, displayed_name_ro and
 * internal required, code and group optional; validated by the API's contract
 * as it is typed.
 */
export function StatusForm({ initial, mode, submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(statusTypeDetails, initial, { guardLeave: true });
  const groups = useQuery(statusGroupsQuery());
  useEffect(() => {
    if (error) showFieldErrors(form, error);
  }, [error]);
  const server = useServerValues(form, mode === 'edit' ? initial : undefined, sameStatus);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <ChangedElsewhere state={server} message={t('statuses.changedElsewhere')} reloadLabel={t('statuses.reload')} />
        <Text size="sm" c="dimmed">
          {t('statuses.required')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label={t('statuses.fields.name')} required withAsterisk autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label={t('statuses.fields.displayed_name')}
            required
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('displayed_name')}
          />
          <TextInput
            label={t('statuses.fields.displayed_name_ro')}
            required
            withAsterisk
            autoComplete="off"
            lang="ro"
            {...form.getInputProps('displayed_name_ro')}
          />
          <TextInput label={t('statuses.fields.code')} autoComplete="off" {...form.getInputProps('code')} />
          <Select
            label={t('statuses.fields.group_id')}
            placeholder={t('statuses.noGroup')}
            clearable
            data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
            {...form.getInputProps('group_id')}
            // The form keeps '' for no group (what the contract reads as none); the select shows it as empty.
            value={form.values.group_id === '' ? null : form.values.group_id}
            onChange={(value) => form.setFieldValue('group_id', value ?? '')}
          />
          <Switch
            label={t('statuses.fields.internal')}
            description={t('statuses.internalHint')}
            mt={{ sm: 'lg' }}
            {...form.getInputProps('internal', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <SubmitButton schema={statusTypeDetails} values={form.values} shown={form.errors} fieldLabel={statusFieldLabel} loading={pending}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}

const statusFieldLabel = (field: string): string => {
  const key = `statuses.fields.${field}` as 'statuses.fields.name';
  return t(key, { defaultValue: field });
};

/** The server keeps texts trimmed. */
const sameStatus = (form: StatusFormValues, server: StatusFormValues) =>
  (['name', 'displayed_name', 'displayed_name_ro', 'code'] as const).every((field) => form[field].trim() === server[field]) &&
  form.internal === server.internal &&
  form.group_id === server.group_id;
