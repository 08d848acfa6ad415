import { useEffect } from 'react';
import { PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequest, passwordPair } from '@parcel/contracts';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { showFieldErrors, useContractForm } from './contract-form';
import { SubmitButton } from './SubmitButton';
import { FormError } from './FormError';

interface Props {
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The last failure of the submit, shown on the fields (422) or above them. */
  readonly error: unknown;
  readonly onSubmit: (password: string, passwordConfirmation: string, currentPassword: string) => void;
  /** Asks for the current password too (the profile; not the set-by-link page). */
  readonly withCurrent?: boolean;
}

/** A new password typed twice (at least 6 characters, the same both times): profile (with the current one) and set-by-link. */
export function PasswordPairForm({ submitLabel, pending, error, onSubmit, withCurrent = false }: Props) {
  const { t } = useTranslation();
  const contract = withCurrent ? changePasswordRequest : passwordPair;
  const form = useContractForm(contract, { current_password: '', password: '', password_confirmation: '' }, { guardLeave: true });
  useEffect(() => {
    if (error) showFieldErrors(form, error);
    // The form object is stable for the component's life.
  }, [error]);

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.password, values.password_confirmation, values.current_password))} noValidate>
      <Stack gap="sm">
        <FormError error={error} />
        {withCurrent && (
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            required
            withAsterisk
            {...form.getInputProps('current_password')}
          />
        )}
        <PasswordInput label={t('profile.password')} autoComplete="new-password" required withAsterisk {...form.getInputProps('password')} />
        <PasswordInput
          label={t('profile.passwordConfirmation')}
          autoComplete="new-password"
          required
          withAsterisk
          {...form.getInputProps('password_confirmation')}
        />
        <SubmitButton schema={contract} values={form.values} shown={form.errors} fieldLabel={passwordFieldLabel} loading={pending}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}

const FIELD_LABELS: Record<string, 'profile.currentPassword' | 'profile.passwordConfirmation' | 'profile.password'> = {
  current_password: 'profile.currentPassword',
  password_confirmation: 'profile.passwordConfirmation',
};
const passwordFieldLabel = (field: string) => t(FIELD_LABELS[field] ?? 'profile.password');
