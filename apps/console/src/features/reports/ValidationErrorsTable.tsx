import { Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportValidationError, ExportView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime, formatDecimal } from '@/shared/ui/format';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { markReviewed, validationErrorsQuery } from './reports.api';
import { parcelsOf, validationText, type ParcelDimensions } from './validation-errors';

/** The validation errors of a report (staff): number, text, parcels with their dimensions, the 'reviewed' checkbox. */
export function ValidationErrorsTable({ view, onNavigate }: { view: ExportView; onNavigate?: () => void }) {
  const { t } = useTranslation();
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
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={t('reports.errors.tableLabel', { date: formatDateTime(view.created_at) })} verticalSpacing={4} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.errors.number')}</Table.Th>
                <Table.Th>{t('reports.errors.shipment')}</Table.Th>
                <Table.Th>{t('reports.errors.text')}</Table.Th>
                <Table.Th>{t('reports.errors.parcels')}</Table.Th>
                <Table.Th>{t('reports.errors.reviewed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.data.map((error, index) => (
                <ErrorRow key={error.id} error={error} number={index + 1} uuid={view.identifier} onNavigate={onNavigate} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function ErrorRow(props: { error: ExportValidationError; number: number; uuid: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { error, number } = props;
  const queryClient = useQueryClient();
  const text = validationText(error);
  const review = useMutation({
    mutationFn: (reviewed: boolean) => markReviewed(error.id, reviewed),
    onSuccess: () => toast.success(t('reports.errors.saved')),
    onError: (failure) => toast.error(errorText(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['exports', 'validation-errors', props.uuid] }),
  });
  return (
    <Table.Tr onClick={(event) => event.stopPropagation()} data-validation-error={error.id}>
      <Table.Td>{number}</Table.Td>
      <Table.Td>{error.internalWaybill ? <ShipmentLink number={error.internalWaybill} onNavigate={props.onNavigate} /> : '—'}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {text.key ? (t as (key: string, params: object) => string)(`reports.validation.${text.key}`, text.params) : text.raw}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {parcelsOf(error).map((parcel) => (
            <ParcelLine key={parcel.number} parcel={parcel} onNavigate={props.onNavigate} />
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Checkbox
          checked={review.isPending ? !!review.variables : error.reviewed}
          disabled={review.isPending}
          onChange={(event) => review.mutate(event.currentTarget.checked)}
          aria-label={t('reports.errors.reviewedLabel', { number })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

function ShipmentLink({ number, onNavigate }: { number: string; onNavigate?: () => void }) {
  return (
    <AnchorLink to="/shipment/$internalNumber" params={{ internalNumber: number }} size="sm" onClick={onNavigate}>
      {number}
    </AnchorLink>
  );
}

const measure = (value: number | null) => (value === null ? '—' : formatDecimal(value));

/** One parcel: its link (the parcel opens its shipment in parcel context) with weight in kg and width x height x length in cm. */
function ParcelLine({ parcel, onNavigate }: { parcel: ParcelDimensions; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const known = parcel.weight !== null || parcel.width !== null || parcel.height !== null || parcel.length !== null;
  return (
    <Text size="sm" data-parcel={parcel.number}>
      <ShipmentLink number={parcel.number} onNavigate={onNavigate} />{' '}
      <Text span size="xs" c="dimmed">
        {known
          ? t('reports.errors.dimensions', {
              weight: measure(parcel.weight),
              width: measure(parcel.width),
              height: measure(parcel.height),
              length: measure(parcel.length),
            })
          : t('reports.errors.noDimensions')}
      </Text>
    </Text>
  );
}
