import { useEffect, useState } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { createUserRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { roleLabel, useTranslation } from '../../shared/i18n/i18n';
import { passes, showFieldErrors, useContractForm } from '../../shared/forms/contract-form';
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
  const form = useContractForm(createUserRequest, initial);
  useEffect(() => {
    if (error) showFieldErrors(form, error);
  }, [error]);
  // New values from the server (another admin saved) replace an untouched form;
  // an edited one keeps the edits and says so.
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const loadCurrent = () => {
    form.setInitialValues(initial);
    form.setValues(initial);
    form.clearErrors();
    setChangedElsewhere(false);
  };
  useEffect(() => {
    const values = form.getValues();
    const sameAsServer = values.email.trim().toLowerCase() === initial.email && values.role === initial.role;
    if (form.isDirty() && !sameAsServer) setChangedElsewhere(true);
    else loadCurrent();
  }, [initial.email, initial.role]);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm" maw={480}>
        {changedElsewhere && (
          <Alert color="yellow" role="status">
            {t('users.changedElsewhere')}{' '}
            <Button size="compact-xs" variant="light" color="yellow" onClick={loadCurrent}>
              {t('users.reload')}
            </Button>
          </Alert>
        )}
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
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!passes(createUserRequest, form.values)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
