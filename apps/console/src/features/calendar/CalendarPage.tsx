import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDayView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { language, useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDay } from '@/shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { AddDayModal } from './AddDayModal';
import { addPublicHolidays, calendarDaysQuery, calendarYearsQuery, removeCalendarDay } from './calendar.api';

const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
const weekdayOf = (date: string) => weekday.format(new Date(`${date}T00:00:00Z`));

/** `/calendar` (admins): the non-working days of the chosen year, added in a modal, deleted after a confirmation. */
export function CalendarPage({ year, onYear }: { year: number | undefined; onYear: (year: number) => void }) {
  const { t } = useTranslation();
  const years = useQuery(calendarYearsQuery());
  if (years.isError) return <ErrorState error={years.error} onRetry={() => void years.refetch()} />;
  if (!years.isSuccess) return <LoadingState />;
  const shown = year ?? years.data.current;
  const list = years.data.list.includes(shown) ? years.data.list : [...years.data.list, shown].sort((a, b) => a - b);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('calendar.title')}
      </Title>
      <YearDays year={shown} years={list} today={years.data.today} onYear={onYear} />
    </Stack>
  );
}

function YearDays({ year, years, today, onYear }: { year: number; years: number[]; today: string; onYear: (year: number) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const days = useQuery(calendarDaysQuery(year));
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['calendar_days'] });
  const remove = useMutation({
    mutationFn: (day: CalendarDayView) => removeCalendarDay(day.id),
    onSuccess: () => {
      toast.success(t('calendar.toast.day_removed'));
      void refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const holidays = useMutation({
    mutationFn: () => addPublicHolidays(year),
    onSuccess: (answer) => {
      toast.success(answer.added ? t('calendar.holidaysAdded', { count: answer.added }) : t('calendar.holidaysNone', { year }));
      void refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const confirmRemove = async (day: CalendarDayView) => {
    if (await confirmAction(t('calendar.deleteQuestion', { date: formatDay(day.date), name: day.name }))) remove.mutate(day);
  };
  const confirmHolidays = async () => {
    if (await confirmAction(t('calendar.holidaysQuestion', { year }))) holidays.mutate();
  };
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('calendar.year')}
            value={String(year)}
            data={years.map(String)}
            onChange={(event) => onYear(Number(event.currentTarget.value))}
            w={120}
          />
          <Text size="sm" c="dimmed" pb={8}>
            {t('calendar.today', { date: formatDay(today) })}
          </Text>
        </Group>
        <Group gap="sm">
          <Button variant="light" loading={holidays.isPending} onClick={() => void confirmHolidays()}>
            {t('calendar.holidays', { year })}
          </Button>
          <Button onClick={() => setAdding(true)}>{t('calendar.add')}</Button>
        </Group>
      </Group>
      {days.isError ? (
        <ErrorState error={days.error} title={t('table.error')} onRetry={() => void days.refetch()} />
      ) : !days.isSuccess ? (
        <LoadingState />
      ) : days.data.length === 0 ? (
        <EmptyState message={t('calendar.empty', { year })} />
      ) : (
        // Three narrow columns (the weekday under the date): a phone shows the delete icon without scrolling.
        <Table striped aria-label={t('calendar.title')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('calendar.fields.date')}</Table.Th>
              <Table.Th>{t('calendar.fields.name')}</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>{t('calendar.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.data.map((day) => (
              <Table.Tr key={day.id}>
                <Table.Td>
                  <Text size="sm">{formatDay(day.date)}</Text>
                  <Text size="xs" c="dimmed">
                    {weekdayOf(day.date)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{day.name}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('calendar.delete', { date: formatDay(day.date) })}
                    loading={remove.isPending && remove.variables?.id === day.id}
                    onClick={() => void confirmRemove(day)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {adding && (
        <AddDayModal
          defaultDate={year === Number(today.slice(0, 4)) ? today : `${year}-01-01`}
          onClose={() => setAdding(false)}
          onAdded={(added) => {
            void refresh();
            if (added !== year) onYear(added);
          }}
        />
      )}
    </>
  );
}

function TrashIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
