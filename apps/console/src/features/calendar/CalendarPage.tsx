import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDayView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { language, useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { ListTable } from '@/shared/table/ListTable';
import type { Column } from '@/shared/table/ColumnsTable';
import { formatDay } from '@/shared/ui/format';
import { ErrorState, LoadingState } from '@/shared/ui/states';
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
  const columns: Column<CalendarDayView>[] = [
    { id: 'date', header: t('calendar.fields.date'), cell: (day) => formatDay(day.date) },
    { id: 'weekday', header: t('calendar.fields.weekday'), cell: (day) => weekdayOf(day.date) },
    { id: 'name', header: t('calendar.fields.name'), cell: (day) => day.name },
    {
      id: 'actions',
      header: '',
      cell: (day) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('calendar.delete', { date: formatDay(day.date) })}
          loading={remove.isPending && remove.variables?.id === day.id}
          onClick={() => void confirmRemove(day)}
        >
          <TrashIcon />
        </ActionIcon>
      ),
    },
  ];
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
      <ListTable
        label={t('calendar.title')}
        columns={columns}
        result={days}
        rowKey={(day) => String(day.id)}
        emptyMessage={t('calendar.empty', { year })}
      />
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
