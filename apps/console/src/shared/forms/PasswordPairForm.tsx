import { useEffect } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequest } from '@parcel/contracts';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { showFieldErrors, useContractForm } from './contract-form';
import { SubmitButton } from './SubmitButton';
import { FormError } from './FormError';

interface Props {
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The last failure of the submit, shown on the fields (422) or above them. */
  readonly error: unknown;
  readonly onSubmit: (password: string, passwordConfirmation: string) => void;
}

/** A new password typed twice (at least 6 characters, the same both times): profile and set-by-link. */
export function PasswordPairForm({ submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useContractForm(changePasswordRequest, { password: '', password_confirmation: '' }, { guardLeave: true });
  useEffect(() => {
    if (error) showFieldErrors(form, error);
    // The form object is stable for the component's life.
  }, [error]);

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.password, values.password_confirmation))} noValidate>
      <Stack gap="sm">
        <FormError error={error} />
        <PasswordInput label={t('profile.password')} autoComplete="new-password" required withAsterisk {...form.getInputProps('password')} />
        <PasswordInput
          label={t('profile.passwordConfirmation')}
          autoComplete="new-password"
          required
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <SubmitButton schema={changePasswordRequest} values={form.values} shown={form.errors} fieldLabel={passwordFieldLabel} loading={pending}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}

const passwordFieldLabel = (field: string) => t(field === 'password_confirmation' ? 'profile.passwordConfirmation' : 'profile.password');
