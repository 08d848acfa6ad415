import { useState } from 'react';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { errorText, validationText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { SET_WORKSTATION_HREF } from '@/shared/session/guards';
import { AnchorLink } from '@/shared/ui/links';
import { ScanFeedback, ScanInput, ScanQueueView, useScanFeedback, useScanner, useScanQueue, type ReadScan } from '../scanner';
import { inboundCouriersQuery, receiveInbound, type InboundAnswer } from './intake.api';

interface Received {
  readonly id: string;
  readonly code: string;
  readonly text: string;
}

/** /external_inbound/scan: each outside courier's parcel scanned in (400 ms pause); 'Przesyłka już istnieje w systemie' for a repeat. */
export function InboundScanPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feedback = useScanFeedback();
  const couriers = useQuery(inboundCouriersQuery());
  const [manual, setManual] = useState(false);
  const [history, setHistory] = useState<readonly Received[]>([]);
  const courierName = (id: number | null | undefined) =>
    couriers.data?.find((c) => c.id === id)?.name ?? t('warehouseIntake.inbound.unknownCourier');

  const queue = useScanQueue<{ barcode: string }, InboundAnswer | undefined>({
    storageKey: `scan-queue:inbound:${userId}`,
    send: (scan, signal) => receiveInbound({ barcode: scan.body.barcode, scan_id: scan.scan_id, scanned_at: scan.scanned_at }, signal),
    onSettled: (scan, outcome) => {
      let text: string;
      if (outcome.ok) {
        const answer = outcome.answer;
        if (!answer?.waybill) {
          void queryClient.invalidateQueries({ queryKey: ['users', 'whoami'] });
          text = t('warehouseIntake.intake.outcome.workstation_set');
          feedback.success(text);
        } else {
          text = t('warehouseIntake.inbound.created', { waybill: answer.waybill });
          feedback.success(text, { details: `${t('warehouseIntake.inbound.courier')}: ${courierName(answer.inbound_courier_id)}` });
        }
      } else {
        const error = outcome.error;
        if (error instanceof ApiError && error.code === 'workstation_required') {
          window.location.assign(SET_WORKSTATION_HREF);
          return;
        }
        const field = error instanceof ApiError ? Object.values(error.fieldErrors)[0] : undefined;
        text = field ? (validationText(field) ?? errorText(error)) : errorText(error);
        feedback.error(text);
      }
      setHistory((previous) => [{ id: scan.scan_id, code: scan.code, text }, ...previous].slice(0, 8));
    },
  });

  const scanner = useScanner({
    screen: 'inbound',
    manual,
    onScan: (reading: ReadScan) => void queue.add(reading.raw, { barcode: reading.raw }),
    onWarning: (warning) => feedback.warning(warning),
  });

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('warehouseIntake.inbound.scanTitle')}
        </Title>
        <AnchorLink to="/external_inbound">{t('warehouseIntake.inbound.title')}</AnchorLink>
      </Group>
      <ScanInput scanner={scanner} onManualChange={setManual} />
      <ScanFeedback message={feedback.message} />
      <ScanQueueView queue={queue} />
      {history.length > 0 && (
        <List size="sm" spacing={2} data-testid="inbound-history">
          {history.map((item) => (
            <List.Item key={item.id}>
              <Text span ff="monospace" size="sm">
                {item.code}
              </Text>{' '}
              <Text span size="sm">
                {item.text}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
