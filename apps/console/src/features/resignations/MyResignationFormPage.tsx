import { Alert, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ResignationView } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { useContractForm } from '@/shared/forms/contract-form';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import {
  clientCreateSchema,
  DeleteResignationButton,
  useRemoving,
  emptyResignationValues,
  fieldLabel,
  noteOf,
  ReportFacts,
  ResignationFrame,
  toastResignationFailure,
  type ResignationFormValues,
} from './resignation-form';
import { resignationFieldMessages } from './resignation-errors';
import { createOwnResignation, resignationQuery } from './resignations.api';
import { RESIGNATION_PATHS } from './ResignationsListPage';

/**
 * `/my-parcel-reported-resignation[/{id}]` (clients; spec/03 §2, §4): a new
 * report of one of the client's shipments (the waybill number and a note), or
 * a stored one, read-only (a report cannot be changed after creation), that
 * the client may delete after confirmation.
 */
export function MyResignationFormPage({ id }: { id?: number }) {
  const { t } = useTranslation();
  const removing = useRemoving('own', id);
  const report = useQuery({ ...resignationQuery('own', id ?? 0), enabled: id !== undefined && !removing });
  if (id === undefined)
    return (
      <ResignationFrame scope="own" title={t('resignations.newTitle')}>
        <NewOwnReport />
      </ResignationFrame>
    );
  if (report.isError)
    return (
      <ResignationFrame scope="own" title={t('resignations.myTitle')}>
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      </ResignationFrame>
    );
  if (!report.data)
    return (
      <ResignationFrame scope="own" title={t('resignations.myTitle')}>
        <LoadingState />
      </ResignationFrame>
    );
  return (
    <ResignationFrame
      scope="own"
      title={t('resignations.viewTitle', { waybill: report.data.waybill })}
      actions={<DeleteResignationButton scope="own" view={report.data} />}
    >
      <StoredOwnReport view={report.data} />
    </ResignationFrame>
  );
}

function NewOwnReport() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm<ResignationFormValues>(clientCreateSchema, emptyResignationValues, { guardLeave: true });
  const save = useMutation({
    mutationFn: (values: ResignationFormValues) => createOwnResignation({ waybill: values.waybill, note: noteOf(values.note) }),
    onSuccess: async () => {
      toast.success(t('resignations.messages.created'));
      void queryClient.invalidateQueries({ queryKey: ['resignations'] });
      await leaveWithoutAsking(() => navigate({ to: RESIGNATION_PATHS.own.list }));
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(resignationFieldMessages(error.fieldErrors));
      toastResignationFailure(error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="sm" maw={720}>
        <TextInput
          label={t('resignations.fields.waybill')}
          description={t('resignations.fields.waybillHint')}
          required
          withAsterisk
          maxLength={40}
          autoComplete="off"
          {...form.getInputProps('waybill')}
        />
        <Textarea label={t('resignations.fields.note')} autosize minRows={3} maxLength={1000} {...form.getInputProps('note')} />
        <SubmitButton schema={clientCreateSchema} values={form.values} shown={form.errors} fieldLabel={fieldLabel} loading={save.isPending}>
          {t('resignations.create')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

/** A stored report as the client sees it: every field read-only (spec/03 §4). */
function StoredOwnReport({ view }: { view: ResignationView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={720}>
      <Alert color="gray" variant="light">
        {t('resignations.readOnly')}
      </Alert>
      <ReportFacts view={view} scope="own" />
      <TextInput label={t('resignations.fields.waybill')} value={view.waybill} readOnly />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('resignations.fields.scanned_at')}
          value={view.scanned_at ? formatDateTime(view.scanned_at) : t('resignations.notScanned')}
          readOnly
        />
        <TextInput label={t('resignations.fields.resend_at')} value={view.resend_at ? formatDateTime(view.resend_at) : ''} readOnly />
      </SimpleGrid>
      <Textarea label={t('resignations.fields.note')} value={view.note ?? ''} autosize minRows={2} readOnly />
    </Stack>
  );
}
