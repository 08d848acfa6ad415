import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportView } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/ui/format';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { ValidationErrorsTable as ErrorsTable } from '@/shared/validation-errors/ValidationErrorsTable';
import { markReviewed, validationErrorsQuery } from './reports.api';

/** The validation errors of a report (staff), in its expanded row. */
export function ValidationErrorsTable({ view, onNavigate }: { view: ExportView; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errors = useQuery(validationErrorsQuery(view.identifier));
  if (errors.isPending) return <LoadingState />;
  if (errors.isError) return <ErrorState error={errors.error} onRetry={() => void errors.refetch()} />;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('reports.errors.title')}
      </Title>
      {errors.data.length === 0 ? (
        <Text size="sm">{t('reports.errors.empty')}</Text>
      ) : (
        <ErrorsTable
          errors={errors.data}
          label={t('reports.errors.tableLabel', { date: formatDateTime(view.created_at) })}
          review={markReviewed}
          onReviewed={() => void queryClient.invalidateQueries({ queryKey: ['exports', 'validation-errors', view.identifier] })}
          onNavigate={onNavigate}
        />
      )}
    </Stack>
  );
}
