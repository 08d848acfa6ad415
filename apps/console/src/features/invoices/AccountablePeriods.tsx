import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { warsawToday } from '@/shared/forms/date-input';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDate, periodInvoicedOn, periodRange } from './invoice-format';
import { invoiceErrorText } from './invoice-errors';
import { accountablePeriodQuery, PERIOD_TYPES, triggerInvoicing, type PeriodType } from './invoices.api';
import { triggerRefusal } from './trigger-refusal';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The accountable weekly and monthly periods (or that none is), and the trigger: a period type, the trigger
 * date (today by default) and 'Generuj faktury', enabled only while the chosen type has an accountable period
 * (spec/03 §2). The run invoices the period accountable on the trigger date (an earlier date: a missed older
 * period), so the box says which one when the date is not today. A refusal shows the spec's toasts (§8):
 * buffer parcels waiting (409, 10 s), one per client whose price lists need checking (410).
 */
export function AccountablePeriods() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = warsawToday();
  const [type, setType] = useState<PeriodType>('monthly');
  const [triggerDate, setTriggerDate] = useState(today);
  const [dateError, setDateError] = useState<string | null>(null);
  const accountable = useQueries({ queries: PERIOD_TYPES.map((periodType) => accountablePeriodQuery(periodType)) });
  const periodOf = (periodType: PeriodType) => accountable[PERIOD_TYPES.indexOf(periodType)]?.data ?? null;
  const chosen = periodOf(type);
  const loading = accountable.some((query) => query.isPending);
  const validDate = DATE.test(triggerDate) && triggerDate <= today;
  const dated = validDate && triggerDate !== today ? periodInvoicedOn(type, triggerDate) : null;

  const trigger = useMutation({
    mutationFn: () => triggerInvoicing({ type, trigger_date: triggerDate }),
    onSuccess: (answer) =>
      toast.success(t('invoices.accountable.triggered', { period: periodRange(answer.period), count: answer.invoices })),
    onError: (error) => {
      const refusal = error instanceof ApiError ? triggerRefusal(error) : null;
      if (refusal) for (const message of refusal.messages) toast.error(message, { durationMs: refusal.durationMs });
      else {
        // A 422 names the trigger date or the period: said under the date, and in a toast.
        const code = error instanceof ApiError ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
        const text = code ? invoiceErrorText(new ApiError(422, code)) : invoiceErrorText(error);
        if (code) setDateError(text);
        toast.error(text);
      }
    },
    // Either way the periods and the list are read again: a run makes its period no longer accountable.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoices-accountable-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoices-accountable-title">
          {t('invoices.accountable.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {PERIOD_TYPES.map((periodType) => {
            const period = periodOf(periodType);
            return (
              <div key={periodType} data-accountable={periodType}>
                <Text size="sm" fw={700}>
                  {t(`invoices.accountable.${periodType}`)}
                </Text>
                <Text size="sm">{loading ? t('app.loading') : period ? periodRange(period) : t('invoices.accountable.none')}</Text>
              </div>
            );
          })}
        </SimpleGrid>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && validDate) trigger.mutate();
          }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="invoices-period-type">
                {t('invoices.accountable.type')}
              </Text>
              <SegmentedControl
                aria-labelledby="invoices-period-type"
                value={type}
                onChange={(value) => setType(value as PeriodType)}
                data={PERIOD_TYPES.map((periodType) => ({ value: periodType, label: t(`invoices.periodTypes.${periodType}`) }))}
              />
            </Stack>
            <TextInput
              type="date"
              label={t('invoices.accountable.triggerDate')}
              value={triggerDate}
              max={today}
              error={dateError ?? (DATE.test(triggerDate) && !validDate ? t('invoices.apiErrors.invoice_trigger_date_future') : undefined)}
              onChange={(event) => {
                setTriggerDate(event.currentTarget.value);
                setDateError(null);
              }}
              w={180}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={!chosen || !validDate} loading={trigger.isPending}>
              {t('invoices.accountable.generate')}
            </Button>
          </Group>
        </form>
        {!loading && !chosen && (
          <Text size="sm" c="dimmed">
            {t('invoices.accountable.noneForType')}
          </Text>
        )}
        {chosen && dated && (
          <Text size="sm" c="dimmed">
            {t('invoices.accountable.willInvoice', { date: formatDate(triggerDate), period: periodRange(dated) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
