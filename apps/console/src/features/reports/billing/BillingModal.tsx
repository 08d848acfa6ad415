import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ClientView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { joinLiveRoom } from '@/shared/live/live';
import { toast } from '@/shared/notify/toasts';
import { useSession } from '@/shared/session/session';
import { downloadExport } from '../download';
import { ORDER_POLL_MS, statusLook } from '../export-view';
import { exportRoom } from '../OrderWatcher';
import { datesProblem, warsawToday } from '../report-order';
import { clientBillingPeriodQuery, exportQuery, orderBilling } from '../reports.api';
import { billingOrderKey, billingState } from './billing-order';

/**
 * The billing modal of the client card (spec/01 §2, §4, §8): start and end prefilled from the client's billing
 * period, 'Przelicz i generuj' (re_account) and 'Generuj', the status and progress of the statement (its live
 * room, the 5 s poll as the fallback), 'Pobierz' when ready. The uuid of the last statement is kept per client,
 * so the modal shows it again when reopened; internal_error clears it.
 */
export function BillingModal({ client, onClose }: { client: Pick<ClientView, 'id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const key = billingOrderKey(session?.id ?? '', client.id);
  const period = useQuery(clientBillingPeriodQuery(client.id));
  const [dates, setDates] = useState<{ start: string; end: string } | null>(null);
  const [uuid, setUuid] = useState<string | null>(() => localStorage.getItem(key));
  const shown = dates ?? (period.data ? period.data : period.isPending ? null : { start: warsawToday(), end: warsawToday() });
  const problem = shown ? datesProblem(shown) : 'required';

  const order = useQuery({ ...exportQuery(uuid ?? ''), enabled: uuid !== null, refetchInterval: ORDER_POLL_MS });
  const state = billingState(uuid && order.data ? order.data : null);
  useEffect(() => (uuid ? joinLiveRoom(exportRoom(uuid)) : undefined), [uuid]);

  // Each statement's end is told once (spec/01 §4): ready, validation_error (the file is still there), internal_error (cleared).
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!uuid || !order.data || state.outcome === 'pending' || told.current === uuid) return;
    if (order.data.identifier !== uuid) return;
    told.current = uuid;
    if (state.outcome === 'ready') toast.success(t('reports.toast.ready'));
    else if (state.outcome === 'validation_error') toast.warning(t('reports.toast.validationError'));
    else if (state.outcome === 'internal_error') {
      toast.error(t('reports.toast.internalError'));
      localStorage.removeItem(key);
      setUuid(null);
    }
  }, [uuid, order.data, state.outcome, key, t]);

  const place = useMutation({
    mutationFn: (reAccount: boolean) => orderBilling(client.id, shown!.start, shown!.end, reAccount),
    onSuccess: ({ uuid: placed, message }) => {
      told.current = null;
      localStorage.setItem(key, placed);
      setUuid(placed);
      toast.success(message);
    },
    onError: (error) => toast.error(errorText(error)),
  });

  const view = uuid ? order.data : undefined;
  const look = view ? statusLook(view) : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reports.billing.title', { name: client.name })}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('reports.billing.periodHint')}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('reports.billing.start')}
            value={shown?.start ?? ''}
            onChange={(event) => setDates({ start: event.currentTarget.value, end: shown?.end ?? '' })}
            error={problem === 'required' && !shown?.start ? t('validation.required') : undefined}
            withAsterisk
          />
          <TextInput
            type="date"
            label={t('reports.billing.end')}
            value={shown?.end ?? ''}
            onChange={(event) => setDates({ start: shown?.start ?? '', end: event.currentTarget.value })}
            error={
              problem === 'end_before_start'
                ? t('reports.order.endBeforeStart')
                : problem === 'required' && !shown?.end
                  ? t('validation.required')
                  : undefined
            }
            withAsterisk
          />
        </Group>
        <Text size="sm" role="status" data-testid="billing-status">
          {look ? t('reports.billing.status', { status: t(`reports.status.${look.key}`) }) : t('reports.billing.noOrder')}
        </Text>
        {state.progress !== null && (
          <Progress.Root data-testid="billing-progress">
            <Progress.Section value={state.progress} aria-label={t('reports.billing.progressLabel')} />
          </Progress.Root>
        )}
        {state.progress !== null && <Text size="xs">{t('reports.progress', { percent: state.progress.toFixed(2) })}</Text>}
        {state.outcome === 'validation_error' && (
          <Text size="sm" c="orange.9">
            {t('reports.billing.errorsHint')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            title={t('reports.billing.reAccountHint')}
            disabled={!state.canOrder || problem !== null}
            loading={place.isPending && place.variables === true}
            onClick={() => place.mutate(true)}
          >
            {t('reports.billing.reAccount')}
          </Button>
          <Button
            disabled={!state.canOrder || problem !== null}
            loading={place.isPending && place.variables === false}
            onClick={() => place.mutate(false)}
          >
            {t('reports.billing.generate')}
          </Button>
          {view && state.canDownload && (
            <Button color="green" onClick={() => void downloadExport(view)}>
              {t('reports.billing.download')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
