import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { addCalendarDayRequest } from '@parcel/contracts';
import { passes, showFieldErrors, toastUnlessFieldErrors, useContractForm } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { addCalendarDay } from './calendar.api';

/**
 * The modal that adds a non-working day (spec/02 §5: date and name required):
 * the submit waits until both pass the API's contract; a date already in the
 * calendar (422 calendar_day_exists) lands on the date field.
 */
export function AddDayModal({
  defaultDate,
  onClose,
  onAdded,
}: {
  defaultDate: string;
  onClose: () => void;
  onAdded: (year: number) => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(addCalendarDayRequest, { date: defaultDate, name: '' });
  const save = useMutation({
    mutationFn: addCalendarDay,
    onSuccess: (answer) => {
      toast.success(t('calendar.toast.day_added'));
      onAdded(answer.year);
      onClose();
    },
    onError: (error) => {
      showFieldErrors(form, error);
      toastUnlessFieldErrors(error);
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('calendar.addTitle')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <TextInput type="date" label={t('calendar.fields.date')} withAsterisk data-autofocus {...form.getInputProps('date')} />
          <TextInput label={t('calendar.fields.name')} withAsterisk maxLength={100} autoComplete="off" {...form.getInputProps('name')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('calendar.cancel')}
            </Button>
            <Button type="submit" disabled={!passes(addCalendarDayRequest, form.values)} loading={save.isPending}>
              {t('app.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
