import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { ValidationErrorsTable } from '@/shared/validation-errors/ValidationErrorsTable';
import { invoiceErrorText } from './invoice-errors';
import { invoiceValidationErrorsQuery, reviewValidationError } from './invoices.api';

/** The validation errors of the invoice's billing statement (status report_validation_error): number, shipment, text, parcels, 'reviewed'. */
export function StatementErrorsTable({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errors = useQuery(invoiceValidationErrorsQuery(invoiceId));
  return (
    <Stack gap="xs" component="section" aria-labelledby="invoice-errors-title">
      <Title order={2} size="h4" id="invoice-errors-title">
        {t('invoices.errors.title')}
      </Title>
      {errors.isPending ? (
        <LoadingState />
      ) : errors.isError ? (
        <ErrorState error={errors.error} onRetry={() => void errors.refetch()} />
      ) : errors.data.length === 0 ? (
        <Text size="sm">{t('invoices.errors.empty')}</Text>
      ) : (
        <ValidationErrorsTable
          errors={errors.data}
          label={t('invoices.errors.tableLabel')}
          review={(id, reviewed) => reviewValidationError(invoiceId, id, reviewed)}
          onReviewed={() => void queryClient.invalidateQueries({ queryKey: ['invoices', 'validation-errors', invoiceId] })}
          describeError={invoiceErrorText}
        />
      )}
    </Stack>
  );
}
