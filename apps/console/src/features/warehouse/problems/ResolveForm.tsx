import { useState } from 'react';
import { Button, Group, Paper, Radio, Select, Stack, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PROBLEM_RESOLUTION_NAMES, type ProblemResolutionName } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { problemStatusesQuery } from './problems.api';

/** The parcel to resolve: picked in the table (its id) or scanned (the code as read). */
export interface PickedParcel {
  readonly parcelId?: number;
  readonly number: string;
}

export interface ResolveValues {
  readonly resolution: ProblemResolutionName;
  readonly note: string;
  readonly statusTypeId: number | null;
}

/** The resolution of one parcel: how it leaves the sector, a note, and a status to give with it (optional). */
export function ResolveForm({
  parcel,
  busy,
  onSubmit,
  onCancel,
}: {
  readonly parcel: PickedParcel;
  readonly busy: boolean;
  readonly onSubmit: (values: ResolveValues) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const statuses = useQuery(problemStatusesQuery());
  const [resolution, setResolution] = useState<ProblemResolutionName | ''>('');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label={t('warehouseProblems.form.title', { number: parcel.number })}
      onSubmit={(event) => {
        event.preventDefault();
        if (resolution) onSubmit({ resolution, note, statusTypeId: status === null ? null : Number(status) });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('warehouseProblems.form.title', { number: parcel.number })}
        </Title>
        <Radio.Group
          label={t('warehouseProblems.form.resolution')}
          value={resolution}
          onChange={(value) => setResolution(value as ProblemResolutionName)}
          required
        >
          <Stack gap="xs" mt="xs">
            {PROBLEM_RESOLUTION_NAMES.map((name) => (
              <Radio key={name} size="md" value={name} label={t(`warehouseProblems.resolutions.${name}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('warehouseProblems.form.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Select
          label={t('warehouseProblems.form.status')}
          placeholder={t('warehouseProblems.form.noStatus')}
          data={(statuses.data ?? []).map((type) => ({ value: String(type.id), label: `${type.id} · ${type.displayed_name}` }))}
          value={status}
          onChange={setStatus}
          clearable
          searchable
        />
        <Group gap="sm">
          <Button type="submit" size="md" disabled={!resolution} loading={busy}>
            {t('warehouseProblems.form.submit')}
          </Button>
          <Button variant="default" size="md" onClick={onCancel}>
            {t('warehouseProblems.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
