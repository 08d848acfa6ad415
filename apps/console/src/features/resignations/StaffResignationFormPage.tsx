import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ResignationView } from '@parcel/contracts';
import { useContractForm } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import {
  DeleteResignationButton,
  useRemoving,
  emptyResignationValues,
  fieldLabel,
  momentOf,
  noteOf,
  ReportFacts,
  ResignationFrame,
  staffCreateSchema,
  staffEditSchema,
  toastResignationFailure,
  valuesOfView,
  type ResignationFormValues,
} from './resignation-form';
import { resignationFieldMessages } from './resignation-errors';
import { createResignation, resignationQuery, updateResignation } from './resignations.api';
import { RESIGNATION_PATHS } from './ResignationsListPage';
import { ApiError } from '@/shared/api/api-error';

/**
 * `/parcel-reported-resignation[/{id}]` (admins; spec/03 §2, §4): a new report
 * (any client's shipment: the client comes from it) or a stored one, whose
 * acceptance date, resend date and note staff may change (an empty resend
 * date becomes now on saving) and which they may delete after confirmation.
 */
export function StaffResignationFormPage({ id }: { id?: number }) {
  const { t } = useTranslation();
  const removing = useRemoving('staff', id);
  const report = useQuery({ ...resignationQuery('staff', id ?? 0), enabled: id !== undefined && !removing });
  if (id === undefined)
    return (
      <ResignationFrame scope="staff" title={t('resignations.newTitle')}>
        <StaffForm />
      </ResignationFrame>
    );
  if (report.isError)
    return (
      <ResignationFrame scope="staff" title={t('resignations.title')}>
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      </ResignationFrame>
    );
  if (!report.data)
    return (
      <ResignationFrame scope="staff" title={t('resignations.title')}>
        <LoadingState />
      </ResignationFrame>
    );
  return (
    <ResignationFrame
      scope="staff"
      title={t('resignations.editTitle', { waybill: report.data.waybill })}
      actions={<DeleteResignationButton scope="staff" view={report.data} />}
    >
      <StaffForm key={report.data.id} stored={report.data} />
    </ResignationFrame>
  );
}

function StaffForm({ stored }: { stored?: ResignationView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = stored ? staffEditSchema : staffCreateSchema;
  const form = useContractForm<ResignationFormValues>(schema, stored ? valuesOfView(stored) : emptyResignationValues, { guardLeave: true });
  const backToList = () => leaveWithoutAsking(() => navigate({ to: RESIGNATION_PATHS.staff.list }));

  const save = useMutation({
    mutationFn: (values: ResignationFormValues) => {
      const body = { scanned_at: momentOf(values.scanned_at), resend_at: momentOf(values.resend_at), note: noteOf(values.note) };
      return stored ? updateResignation(stored.id, body) : createResignation({ waybill: values.waybill, ...body });
    },
    onSuccess: async () => {
      toast.success(t(stored ? 'resignations.messages.updated' : 'resignations.messages.created'));
      // The stored report is read afresh when opened again (the form takes its values once).
      if (stored) queryClient.removeQueries({ queryKey: resignationQuery('staff', stored.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['resignations'] });
      await backToList();
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(resignationFieldMessages(error.fieldErrors));
      toastResignationFailure(error);
    },
  });

  const scannedHint = stored
    ? stored.scanned_at_source === 'warehouse' && stored.scanned_at
      ? t('resignations.fields.scannedHintWarehouse', { date: formatDateTime(stored.scanned_at) })
      : t('resignations.fields.scannedHintNone')
    : t('resignations.fields.scannedHintNone');

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm" maw={720}>
        {stored && <ReportFacts view={stored} scope="staff" />}
        <TextInput
          label={t('resignations.fields.waybill')}
          description={stored ? undefined : t('resignations.fields.waybillHint')}
          required={!stored}
          withAsterisk={!stored}
          readOnly={!!stored}
          maxLength={40}
          autoComplete="off"
          {...form.getInputProps('waybill')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t('resignations.fields.scanned_at')}
            description={scannedHint}
            {...form.getInputProps('scanned_at')}
          />
          <TextInput
            type="datetime-local"
            label={t('resignations.fields.resend_at')}
            description={stored ? t('resignations.fields.resendHint') : undefined}
            {...form.getInputProps('resend_at')}
          />
        </SimpleGrid>
        <Textarea label={t('resignations.fields.note')} autosize minRows={3} maxLength={1000} {...form.getInputProps('note')} />
        <SubmitButton schema={schema} values={form.values} shown={form.errors} fieldLabel={fieldLabel} loading={save.isPending}>
          {t(stored ? 'resignations.save' : 'resignations.create')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
