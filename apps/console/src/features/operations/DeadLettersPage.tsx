import { useMemo } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { DeadLetterRow } from '@parcel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/shared/api/error-text';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import type { Column } from '@/shared/table/ColumnsTable';
import { ListTable } from '@/shared/table/ListTable';
import { formatDateTime } from '@/shared/ui/format';
import { deadLetterAnswer, deadLetterNames, isParked, shortError } from './dead-letters';
import { deadLettersQuery, retryDeadLetter, skipDeadLetter, type DeadLetterFilter } from './operations.api';

type Action = 'retry' | 'skip';

/** `/dead-letters` (admins): the events a projection or process manager parked, with retry and skip after a named confirmation. */
export function DeadLettersPage({ status, onStatus }: { status: DeadLetterFilter; onStatus: (status: DeadLetterFilter) => void }) {
  const { t } = useTranslation();
  const list = useQuery(deadLettersQuery(status));
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ row, action }: { row: DeadLetterRow; action: Action }) =>
      action === 'retry' ? retryDeadLetter(row.id) : skipDeadLetter(row.id),
    onSuccess: (answer, { action }) => {
      toast.success(
        t(
          `operations.deadLetters.toast.${deadLetterAnswer(answer.message, action === 'retry' ? 'dead_letter_retried' : 'dead_letter_skipped')}`,
        ),
      );
    },
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dead_letters'] }),
  });
  const ask = async (row: DeadLetterRow, action: Action) => {
    const question = t(
      action === 'retry' ? 'operations.deadLetters.retryQuestion' : 'operations.deadLetters.skipQuestion',
      deadLetterNames(row),
    );
    if (await confirmAction(question)) act.mutate({ row, action });
  };
  const columns = useMemo(() => deadLetterColumns(ask, act.isPending), [act.isPending]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('operations.deadLetters.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        {t('operations.deadLetters.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('operations.deadLetters.filter')}
        w="fit-content"
        value={status}
        onChange={(value) => onStatus(value as DeadLetterFilter)}
        data={[
          { value: 'parked', label: t('operations.deadLetters.parked') },
          { value: 'all', label: t('operations.deadLetters.all') },
        ]}
      />
      <ListTable
        label={t('operations.deadLetters.table')}
        columns={columns}
        result={list}
        rowKey={(row) => String(row.id)}
        emptyMessage={t(status === 'parked' ? 'operations.deadLetters.empty' : 'operations.deadLetters.emptyAll')}
      />
    </Stack>
  );
}

const STATUS_COLORS = { parked: 'red', retried: 'green', skipped: 'gray' } as const;

function deadLetterColumns(ask: (row: DeadLetterRow, action: Action) => void, busy: boolean): readonly Column<DeadLetterRow>[] {
  const text = (id: keyof typeof COLUMN_TEXTS) => t(COLUMN_TEXTS[id]);
  return [
    { id: 'handler', header: text('handler'), cell: (row) => row.handler },
    { id: 'kind', header: text('kind'), cell: (row) => t(`operations.deadLetters.kinds.${row.kind}`) },
    { id: 'event_type', header: text('event_type'), cell: (row) => row.event_type },
    // The position (rarely needed, wide) is the stream cell's title.
    {
      id: 'stream_id',
      header: text('stream_id'),
      cell: (row) => <span title={`${text('event_position')}: ${row.event_position}`}>{row.stream_id}</span>,
    },
    {
      id: 'error',
      header: text('error'),
      cell: (row) => (
        <Text size="sm" title={row.error}>
          {shortError(row.error)}
        </Text>
      ),
    },
    { id: 'attempts', header: text('attempts'), cell: (row) => row.attempts },
    { id: 'parked_at', header: text('parked_at'), cell: (row) => formatDateTime(row.parked_at) },
    {
      id: 'status',
      header: text('status'),
      cell: (row) => (
        // A badge shortens its text to fit; the status must be read in full.
        <Badge
          color={STATUS_COLORS[row.status]}
          variant="light"
          style={{ overflow: 'visible' }}
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(`operations.deadLetters.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: text('actions'),
      cell: (row) =>
        isParked(row) && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              disabled={busy}
              aria-label={t('operations.deadLetters.retryNamed', deadLetterNames(row))}
              onClick={() => ask(row, 'retry')}
            >
              {t('operations.deadLetters.retry')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              disabled={busy}
              aria-label={t('operations.deadLetters.skipNamed', deadLetterNames(row))}
              onClick={() => ask(row, 'skip')}
            >
              {t('operations.deadLetters.skip')}
            </Button>
          </Group>
        ),
    },
  ];
}

const COLUMN_TEXTS = {
  handler: 'operations.deadLetters.columns.handler',
  kind: 'operations.deadLetters.columns.kind',
  event_type: 'operations.deadLetters.columns.event_type',
  stream_id: 'operations.deadLetters.columns.stream_id',
  event_position: 'operations.deadLetters.columns.event_position',
  error: 'operations.deadLetters.columns.error',
  attempts: 'operations.deadLetters.columns.attempts',
  parked_at: 'operations.deadLetters.columns.parked_at',
  status: 'operations.deadLetters.columns.status',
  actions: 'operations.deadLetters.columns.actions',
} as const;
