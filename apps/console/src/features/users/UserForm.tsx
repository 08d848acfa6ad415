import { useEffect } from 'react';
import { Select, Stack, TextInput } from '@mantine/core';
import { createUserRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { roleLabel, t, useTranslation } from '@/shared/i18n/i18n';
import { showFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import type { UserFormValues } from './users.api';

interface Props {
  readonly initial: UserFormValues;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly error: unknown;
  readonly onSubmit: (values: UserFormValues) => void;
}

/** E-mail and role (admin or warehouse worker), for a new user and an existing one. */
export function UserForm({ initial, submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(createUserRequest, initial, { guardLeave: true });
  useEffect(() => {
    if (error) showFieldErrors(form, error);
  }, [error]);
  // New values from the server (another admin saved) replace an untouched form; an edited one keeps the edits and says so.
  const server = useServerValues(form, initial, sameUser);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm" maw={480}>
        <ChangedElsewhere state={server} message={t('users.changedElsewhere')} reloadLabel={t('users.reload')} />
        <TextInput label={t('users.email')} type="email" autoComplete="off" required withAsterisk {...form.getInputProps('email')} />
        <Select
          label={t('users.role')}
          required
          withAsterisk
          allowDeselect={false}
          data={[
            { value: String(ROLES.admin), label: roleLabel(ROLES.admin) },
            { value: String(ROLES.warehouse_worker), label: roleLabel(ROLES.warehouse_worker) },
          ]}
          {...form.getInputProps('role')}
        />
        <SubmitButton schema={createUserRequest} values={form.values} shown={form.errors} fieldLabel={userFieldLabel} loading={pending}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}

const userFieldLabel = (field: string) => t(field === 'role' ? 'users.role' : 'users.email');

/** The server keeps e-mails trimmed and lower-cased. */
const sameUser = (form: UserFormValues, server: UserFormValues) => form.email.trim().toLowerCase() === server.email && form.role === server.role;
