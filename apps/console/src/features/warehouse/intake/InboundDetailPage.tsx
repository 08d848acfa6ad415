import { useEffect, useState } from 'react';
import { Button, List, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { commentInbound, inboundCouriersQuery, inboundQuery } from './intake.api';

/** /external_inbound/{id}: the inbound, the parcels taken out of it at intake, and its comment (editable). */
export function InboundDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const inbound = useQuery(inboundQuery(id));
  const couriers = useQuery(inboundCouriersQuery());
  const [comment, setComment] = useState('');
  useEffect(() => setComment(inbound.data?.comment ?? ''), [inbound.data?.comment]);
  const save = useMutation({
    mutationFn: () => commentInbound(id, comment),
    onSuccess: () => toast.success(t('warehouseIntake.inbound.saved')),
    onError: (error) => toast.error(errorText(error)),
  });
  if (inbound.isPending) return <LoadingState />;
  if (inbound.isError) return <ErrorState error={inbound.error} onRetry={() => void inbound.refetch()} />;
  const data = inbound.data;
  const fact = (label: string, value: string | number) => (
    <div>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text ff={typeof value === 'string' ? 'monospace' : undefined}>{value}</Text>
    </div>
  );
  return (
    <Stack gap="md" maw={960}>
      <AnchorLink to="/external_inbound">{t('warehouseIntake.inbound.back')}</AnchorLink>
      <Title order={1} size="h2">
        {t('warehouseIntake.inbound.title')}: {data.id}
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {fact(t('warehouseIntake.inbound.waybill'), data.waybill)}
          {fact(t('warehouseIntake.inbound.barcode'), data.barcode)}
          {fact(
            t('warehouseIntake.inbound.courier'),
            couriers.data?.find((c) => c.id === data.inbound_courier_id)?.name ?? t('warehouseIntake.inbound.unknownCourier'),
          )}
          {fact(t('warehouseIntake.inbound.scannedAt'), formatDateTime(data.scanned_at))}
          {fact(t('warehouseIntake.inbound.scannedBy'), data.scanned_by_user.email)}
        </SimpleGrid>
      </Paper>
      <Stack gap={4}>
        <Text fw={700}>{t('warehouseIntake.inbound.parcels')}</Text>
        {data.parcels.length === 0 ? (
          <Text size="sm">{t('warehouseIntake.inbound.noParcels')}</Text>
        ) : (
          <List size="sm">
            {data.parcels.map((p) => (
              <List.Item key={p.id}>
                <AnchorLink to="/shipment/$internalNumber" params={{ internalNumber: p.number }} ff="monospace">
                  {p.number}
                </AnchorLink>{' '}
                {formatDateTime(p.added_at)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('warehouseIntake.inbound.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
          />
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('warehouseIntake.inbound.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
