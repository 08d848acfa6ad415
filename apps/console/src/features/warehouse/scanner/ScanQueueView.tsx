import { Button, Group, List, Paper, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import type { ScanQueueHandle } from './useScanQueue';

const time = new Intl.DateTimeFormat('pl-PL', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The scans waiting for the connection (count, codes and when each was
 * scanned), shown while the connection is lost or scans pile up; nothing
 * while each scan goes through at once.
 */
export function ScanQueueView({ queue }: { readonly queue: ScanQueueHandle }) {
  const { t } = useTranslation();
  const { pending, offline } = queue;
  if (pending.length === 0 || (!offline && pending.length < 2)) return null;
  return (
    <Paper role="status" withBorder p="sm" bg="yellow.0" data-scan-queue={pending.length}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="lg">
          {t('warehouse.scanner.queue.title', { n: pending.length })}
        </Text>
        <Button variant="default" size="sm" onClick={queue.retry}>
          {t('warehouse.scanner.queue.retry')}
        </Button>
      </Group>
      {offline && <Text size="sm">{t('warehouse.scanner.queue.offline')}</Text>}
      <ScrollArea.Autosize mah={200} mt="xs">
        <List type="ordered" size="sm" spacing={2}>
          {pending.map((scan) => (
            <List.Item key={scan.scan_id}>
              <Text span ff="monospace" size="sm">
                {scan.code}
              </Text>{' '}
              <Text span size="xs">
                {time.format(new Date(scan.scanned_at))}
              </Text>
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Paper>
  );
}
