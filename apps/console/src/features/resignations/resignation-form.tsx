import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  createClientResignationRequest,
  createResignationRequest,
  updateResignationRequest,
  type ResignationView,
} from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { fromLocalInput, toLocalInput } from '@/shared/forms/date-input';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { AnchorLink } from '@/shared/ui/links';
import { deleteResignation, resignationQuery, type ResignationScope } from './resignations.api';
import { resignationErrorText, resignationFieldMessages } from './resignation-errors';
import { RESIGNATION_PATHS } from './ResignationsListPage';

/** spec/03 §8: server errors, one toast each, for 5 s. */
export const ERROR_TOAST_MS = 5_000;

/** The forms' values as the inputs hold them: text, and the dates as the datetime-local field has them (local time). */
export interface ResignationFormValues extends Record<string, unknown> {
  waybill: string;
  scanned_at: string;
  resend_at: string;
  note: string;
}

export const emptyResignationValues: ResignationFormValues = { waybill: '', scanned_at: '', resend_at: '', note: '' };

/** A stored report as the staff form holds it: only an entered acceptance date is the field's (the warehouse's is a hint). */
export const valuesOfView = (view: ResignationView): ResignationFormValues => ({
  waybill: view.waybill,
  scanned_at: view.scanned_at_source === 'entered' && view.scanned_at ? toLocalInput(new Date(view.scanned_at)) : '',
  resend_at: view.resend_at ? toLocalInput(new Date(view.resend_at)) : '',
  note: view.note ?? '',
});

/** The contracts the forms are checked by (the API's own). */
export const staffCreateSchema = createResignationRequest;
export const staffEditSchema = updateResignationRequest.omit({ id: true });
export const clientCreateSchema = createClientResignationRequest;

/** A datetime-local value as the API takes it (ISO), null when empty. */
export const momentOf = (value: string): string | null => (value.trim() === '' ? null : (fromLocalInput(value) ?? value));
export const noteOf = (value: string): string | null => (value.trim() === '' ? null : value);

export const fieldLabel = (field: string): string =>
  t(`resignations.fields.${field}` as 'resignations.fields.waybill', { defaultValue: field });

/** A failed save or delete as toasts (spec/03 §8): a 422's field messages one toast each, anything else one toast; 5 s each. */
export function toastResignationFailure(error: unknown): void {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    for (const [field, message] of Object.entries(resignationFieldMessages(error.fieldErrors)))
      toast.error(t('form.fieldError', { field: fieldLabel(field.split('.')[0]!), message }), { durationMs: ERROR_TOAST_MS });
    return;
  }
  toast.error(resignationErrorText(error), { durationMs: ERROR_TOAST_MS });
}

/** The forms' frame: back to the list, the title, the actions (delete), the form in a paper. */
export function ResignationFrame({
  scope,
  title,
  actions,
  children,
}: {
  scope: ResignationScope;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AnchorLink to={RESIGNATION_PATHS[scope].list} size="sm">
        {t('resignations.backToList')}
      </AnchorLink>
      <Group justify="space-between" my="md" gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {children}
      </Paper>
    </>
  );
}

/** Facts of a stored report that no field holds: the client, who reported and when, who accepted it. */
export function ReportFacts({ view, scope }: { view: ResignationView; scope: ResignationScope }) {
  const { t } = useTranslation();
  const facts: [string, string | null][] = [
    [t('resignations.fields.id'), String(view.id)],
    ...(scope === 'staff' ? ([[t('resignations.fields.client_name'), view.client_name]] as [string, string | null][]) : []),
    [t('resignations.fields.user_name'), view.user_name],
    [t('resignations.fields.created_at'), formatDateTime(view.created_at)],
    [t('resignations.fields.scanned_by_user_name'), view.scanned_by_user_name],
  ];
  return (
    <Stack gap={2} component="dl" m={0}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed">
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}

const removalKey = (scope: ResignationScope, id: number | undefined) => ['resignation-removal', scope, id ?? 0];

/**
 * Whether the report is being (or has been) deleted from this page: its query
 * rests from the click on, so a live notice does not read it again (404) before
 * the page leaves.
 */
export function useRemoving(scope: ResignationScope, id: number | undefined): boolean {
  return useMutationState({ filters: { mutationKey: removalKey(scope, id) }, select: (m) => m.state.status }).some(
    (status) => status === 'pending' || status === 'success',
  );
}

/** Deletes the report after the question (spec/03 §8), says 'Usunięto pomyślnie!' and goes back to the list. */
export function DeleteResignationButton({ scope, view }: { scope: ResignationScope; view: ResignationView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationKey: removalKey(scope, view.id),
    mutationFn: () => deleteResignation(scope, view.id),
    onSuccess: async () => {
      toast.success(t('resignations.messages.deleted'));
      await leaveWithoutAsking(() => navigate({ to: RESIGNATION_PATHS[scope].list }));
      queryClient.removeQueries({ queryKey: resignationQuery(scope, view.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['resignations'] });
    },
    onError: toastResignationFailure,
  });
  return (
    <Button
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={async () => {
        if (await confirmAction(t('resignations.deleteQuestion', { waybill: view.waybill }))) remove.mutate();
      }}
    >
      {t('resignations.delete')}
    </Button>
  );
}
