import { useState } from 'react';
import { Button, Group, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { fetchLabels, type LabelFormat, type LabelSize } from '../shipments.api';
import { shipmentErrorText } from '../shipment-texts';

/** Saves a file the browser holds under a name (the label as {internalNumber}.pdf). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the shipment's labels (spec/03 §2 "download labels"): paper
 * 297x210 (dl) or 100x150, PDF or ZPL, opened with a public file token. Not
 * ready yet: the spec's warning.
 */
export function PrintLabelModal({ number, onClose }: { number: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<LabelSize>('100150');
  const [format, setFormat] = useState<LabelFormat>('pdf');
  const print = useMutation({
    mutationFn: () => fetchLabels(number, size, format),
    onSuccess: (blob) => {
      saveFile(blob, `${number}.${format}`);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 'shipment_labels_not_ready' || error.status === 409)) {
        toast.warning(t('shipments.toast.labelNotReady'));
      } else toast.error(shipmentErrorText(error));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('shipments.label.title')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <Stack gap="md">
        <Radio.Group label={t('shipments.label.size')} value={size} onChange={(value) => setSize(value as LabelSize)}>
          <Stack gap="xs" mt="xs">
            <Radio value="dl" label={t('shipments.label.sizeDl')} />
            <Radio value="100150" label={t('shipments.label.size100150')} />
          </Stack>
        </Radio.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="label-format">
            {t('shipments.label.format')}
          </Text>
          <SegmentedControl
            aria-labelledby="label-format"
            value={format}
            onChange={(value) => setFormat(value as LabelFormat)}
            data={[
              { value: 'pdf', label: t('shipments.label.pdf') },
              { value: 'zpl', label: t('shipments.label.zpl') },
            ]}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('shipments.cancel')}
          </Button>
          <Button loading={print.isPending} onClick={() => print.mutate()}>
            {t('shipments.label.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
