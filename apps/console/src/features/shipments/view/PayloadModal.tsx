import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { shipmentPayloadQuery } from '../shipments.api';
import { shipmentErrorText } from '../shipment-texts';

/**
 * The payload view (spec/03 §2, admins): the request the shipment is (or was)
 * registered with at the courier, as pretty-printed JSON in a named region
 * that scrolls (by keyboard too) and reads line by line.
 */
export function PayloadModal({ number, onClose }: { number: string; onClose: () => void }) {
  const { t } = useTranslation();
  const payload = useQuery(shipmentPayloadQuery(number));
  return (
    <Modal opened onClose={onClose} size="xl" title={t('shipments.payload.title')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <Stack gap="sm">
        <Text size="sm">{t('shipments.payload.intro', { number })}</Text>
        {payload.isPending ? (
          <LoadingState />
        ) : payload.isError ? (
          <ErrorState error={payload.error} title={shipmentErrorText(payload.error)} onRetry={() => void payload.refetch()} />
        ) : (
          <PayloadJson value={payload.data.payload} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('app.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PayloadJson({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return (
    <Code
      block
      role="region"
      aria-label={t('shipments.payload.region')}
      tabIndex={0}
      data-testid="payload-json"
      style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre', fontSize: 13 }}
    >
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}
