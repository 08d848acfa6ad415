import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ExportType, ListingCriteria } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { isStandardType } from './export-view';
import { datesProblem, defaultDates, LISTING_REPORT_TYPES, reportOrder, warsawToday } from './report-order';
import { usePlaceOrder } from './usePlaceOrder';

/** The staff's choice of report (spec/03 §2): the four listing types; start and end only for the non-standard ones. */
export default function ReportTypeDialog(props: { opened: boolean; onClose: () => void; criteria: ListingCriteria }) {
  const { t } = useTranslation();
  const place = usePlaceOrder();
  const [type, setType] = useState<ExportType>('standard_from_filters');
  const [dates, setDates] = useState(() => defaultDates(props.criteria, warsawToday()));
  const custom = !isStandardType(type);
  const problem = custom ? datesProblem(dates) : null;
  const submit = useMutation({
    mutationFn: () => place(reportOrder(type, props.criteria, dates)),
    onSuccess: (taken) => taken && props.onClose(),
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('reports.order.title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) submit.mutate();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('reports.order.type')}
            data={LISTING_REPORT_TYPES.map((value) => ({ value, label: t(`reports.types.${value}`) }))}
            value={type}
            onChange={(value) => value && setType(value as ExportType)}
            allowDeselect={false}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          {custom ? (
            <>
              <Text size="sm">{t('reports.order.datesHint')}</Text>
              <Group grow align="flex-start">
                <TextInput
                  type="date"
                  label={t('reports.order.start')}
                  value={dates.start}
                  onChange={(event) => setDates({ ...dates, start: event.currentTarget.value })}
                  error={problem === 'required' && !dates.start ? t('validation.required') : undefined}
                  withAsterisk
                />
                <TextInput
                  type="date"
                  label={t('reports.order.end')}
                  value={dates.end}
                  onChange={(event) => setDates({ ...dates, end: event.currentTarget.value })}
                  error={
                    problem === 'end_before_start'
                      ? t('reports.order.endBeforeStart')
                      : problem === 'required' && !dates.end
                        ? t('validation.required')
                        : undefined
                  }
                  withAsterisk
                />
              </Group>
            </>
          ) : (
            <Text size="sm">{t('reports.order.standardHint')}</Text>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={props.onClose}>
              {t('reports.order.cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending} disabled={!!problem}>
              {t('reports.order.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
