import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { fromLocalInput, toLocalInput } from '@/shared/forms/date-input';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { groupStatusRefusal, setGroupStatus, warehouseStatusTypesQuery } from './listing.api';

/** Group status default place (spec/03 §9). */
export const GROUP_STATUS_PLACE = 'TYCHY';
/** How long the 420 message listing the numbers stays (spec/03 §8). */
const ALREADY_HAD_MS = 5_000;

/**
 * Changes the status of the selected parcels (admins, spec/03 §2): status
 * type, when (now), where (TYCHY). 420: some parcels already had it; their
 * numbers are shown for 5 s.
 */
export function GroupStatusModal({ ids, onDone, onClose }: { ids: readonly number[]; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const statuses = useQuery(warehouseStatusTypesQuery());
  const [statusId, setStatusId] = useState<string | null>(null);
  const [when, setWhen] = useState(() => toLocalInput(new Date()));
  const [where, setWhere] = useState(GROUP_STATUS_PLACE);
  const moment = fromLocalInput(when);
  const change = useMutation({
    mutationFn: () => setGroupStatus({ ids: [...ids], id_status_type: Number(statusId), when: moment!, where: where.trim() }),
    onSuccess: () => {
      toast.success(t('listing.toast.statusesUpdated'));
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 420) {
        const { numbers } = groupStatusRefusal.parse(error.body);
        toast.warning(t('listing.toast.alreadyHad', { numbers: numbers.join(', ') }), { durationMs: ALREADY_HAD_MS });
        onDone();
      } else toast.error(errorText(error));
    },
  });
  const ready = statusId !== null && moment !== null && where.trim() !== '';
  return (
    <Modal opened onClose={onClose} title={t('listing.status.title')} closeButtonProps={{ 'aria-label': t('app.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) change.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('listing.status.count', { count: ids.length })}</Text>
          <Select
            label={t('listing.status.statusType')}
            placeholder={statuses.isPending ? t('app.loading') : undefined}
            data={(statuses.data ?? []).map((status) => ({ value: String(status.id), label: status.name || status.displayed_name }))}
            value={statusId}
            onChange={setStatusId}
            searchable
            required
            withAsterisk
            error={statuses.isError ? errorText(statuses.error) : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('listing.status.when')}
            type="datetime-local"
            required
            withAsterisk
            value={when}
            onChange={(event) => setWhen(event.currentTarget.value)}
            error={moment === null ? t('validation.invalid_value') : undefined}
          />
          <TextInput
            label={t('listing.status.where')}
            required
            withAsterisk
            maxLength={100}
            value={where}
            onChange={(event) => setWhere(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('listing.status.cancel')}
            </Button>
            <Button type="submit" disabled={!ready} loading={change.isPending}>
              {t('listing.status.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
