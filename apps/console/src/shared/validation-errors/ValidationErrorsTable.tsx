import { Checkbox, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ExportValidationError } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDecimal } from '@/shared/ui/format';
import { AnchorLink } from '@/shared/ui/links';
import { parcelsOf, validationText, type ParcelDimensions } from './validation-errors';

export interface ValidationErrorsTableProps {
  readonly errors: readonly ExportValidationError[];
  /** The table's accessible name. */
  readonly label: string;
  /** Records the 'reviewed' checkbox (reports: PATCH export/validation_error/; invoices: PATCH invoice/{id}/validation_errors). */
  readonly review: (id: number, reviewed: boolean) => Promise<unknown>;
  /** After a review, answered or not: the caller reads the rows again. */
  readonly onReviewed: () => void;
  /** The text of a failed review (default: the common error texts). */
  readonly describeError?: (error: unknown) => string;
  /** A link inside the table was followed (the reports modal closes). */
  readonly onNavigate?: () => void;
}

/**
 * The validation errors of an export (spec/01 §2 "Reports modal", spec/03 §2 invoice detail): number, shipment,
 * the error's text with its facts, the parcels with weight and width x height x length, the 'reviewed' checkbox.
 */
export function ValidationErrorsTable({ errors, label, ...row }: ValidationErrorsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={540}>
      <Table aria-label={label} verticalSpacing={4} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('validationErrors.number')}</Table.Th>
            <Table.Th>{t('validationErrors.shipment')}</Table.Th>
            <Table.Th>{t('validationErrors.text')}</Table.Th>
            <Table.Th>{t('validationErrors.parcels')}</Table.Th>
            <Table.Th>{t('validationErrors.reviewed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            <ErrorRow key={error.id} error={error} number={index + 1} {...row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type RowProps = Omit<ValidationErrorsTableProps, 'errors' | 'label'> & { error: ExportValidationError; number: number };

function ErrorRow({ error, number, review, onReviewed, describeError = errorText, onNavigate }: RowProps) {
  const { t } = useTranslation();
  const text = validationText(error);
  const reviewing = useMutation({
    mutationFn: (reviewed: boolean) => review(error.id, reviewed),
    onSuccess: () => toast.success(t('validationErrors.saved')),
    onError: (failure) => toast.error(describeError(failure)),
    onSettled: onReviewed,
  });
  return (
    // A click inside the row is not a click on the row around the table (the reports list expands rows on click).
    <Table.Tr onClick={(event) => event.stopPropagation()} data-validation-error={error.id}>
      <Table.Td>{number}</Table.Td>
      <Table.Td>{error.internalWaybill ? <ShipmentLink number={error.internalWaybill} onNavigate={onNavigate} /> : '—'}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {text.key ? (t as (key: string, params: object) => string)(`validationErrors.types.${text.key}`, text.params) : text.raw}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {parcelsOf(error).map((parcel) => (
            <ParcelLine key={parcel.number} parcel={parcel} onNavigate={onNavigate} />
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Checkbox
          checked={reviewing.isPending ? !!reviewing.variables : error.reviewed}
          disabled={reviewing.isPending}
          onChange={(event) => reviewing.mutate(event.currentTarget.checked)}
          aria-label={t('validationErrors.reviewedLabel', { number })}
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
          ? t('validationErrors.dimensions', {
              weight: measure(parcel.weight),
              width: measure(parcel.width),
              height: measure(parcel.height),
              length: measure(parcel.length),
            })
          : t('validationErrors.noDimensions')}
      </Text>
    </Text>
  );
}
