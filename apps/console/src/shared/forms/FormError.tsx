import { Alert } from '@mantine/core';
import { errorText } from '@/shared/api/error-text';
import { hasFieldErrors } from './contract-form';

/** A failed submit that is not about single fields (those sit under their field), above the form. */
export function FormError({ error, variant = 'light' }: { error: unknown; variant?: 'light' | 'filled' }) {
  if (!error || hasFieldErrors(error)) return null;
  return (
    <Alert color="red" variant={variant} role="alert">
      {errorText(error)}
    </Alert>
  );
}
