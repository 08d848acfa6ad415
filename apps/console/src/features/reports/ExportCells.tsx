import { Badge, Group, Progress, Switch, Text, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { language, useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { progressPercent, statusLook } from './export-view';
import { setUsedForInvoice } from './reports.api';

const percentFormat = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The status in Polish; 'downloaded with error' is a warning whose error shows as a tooltip (and to screen readers). */
export function ExportStatusBadge({ view }: { view: ExportView }) {
  const { t } = useTranslation();
  const look = statusLook(view);
  const badge = (
    <Badge
      color={look.color}
      variant="filled"
      autoContrast
      tt="none"
      // The whole status, never cut to an ellipsis by a narrow column.
      styles={{ label: { overflow: 'visible' } }}
      tabIndex={look.tooltip ? 0 : undefined}
      data-testid="export-status"
    >
      {look.key === 'downloaded_with_error' && <span aria-hidden>⚠ </span>}
      {t(`reports.status.${look.key}`)}
    </Badge>
  );
  if (!look.tooltip) return badge;
  return (
    <Tooltip label={look.tooltip} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      {badge}
    </Tooltip>
  );
}

/** While accounting with a known total: the percent done with 2 decimals and a bar. */
export function ExportProgress({ view }: { view: ExportView }) {
  const { t } = useTranslation();
  const percent = progressPercent(view);
  if (percent === null) return null;
  const text = percentFormat.format(percent);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress.Root w={80} size="sm">
        <Progress.Section value={percent} aria-label={t('reports.progressLabel', { percent: text })} />
      </Progress.Root>
      <Text size="sm" data-testid="export-progress">
        {t('reports.progress', { percent: text })}
      </Text>
    </Group>
  );
}

/** Admins: whether the report was used for an invoice, changed after the confirmation (spec/01 §4). */
export function UsedForInvoiceSwitch({ view }: { view: ExportView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const date = formatDateTime(view.created_at);
  const name = t(`reports.types.${view.type}`);
  const change = useMutation({
    mutationFn: (next: boolean) => setUsedForInvoice(view.id, next),
    onSuccess: () => toast.success(t('reports.usedForInvoice.saved')),
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['exports'] }),
  });
  const toggle = async () => {
    const next = !view.used_for_invoice;
    const question = t(next ? 'reports.usedForInvoice.confirmMark' : 'reports.usedForInvoice.confirmUnmark', { name, date });
    if (await confirmAction(question)) change.mutate(next);
  };
  return (
    // A click on the switch is not a click on the row.
    <div onClick={(event) => event.stopPropagation()}>
      <Switch
        checked={view.used_for_invoice}
        disabled={change.isPending}
        onChange={() => void toggle()}
        aria-label={t(view.used_for_invoice ? 'reports.usedForInvoice.unmark' : 'reports.usedForInvoice.mark', { date })}
      />
    </div>
  );
}
