import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { SEEDED_SECTORS } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { setWorkstationHref } from '@/shared/session/guards';
import { mayOpen } from '@/shared/session/screens';
import { useSession } from '@/shared/session/session';
import {
  ScanFeedback,
  ScanInput,
  ScanQueueView,
  useScanFeedback,
  useScanQueue,
  useScanner,
  type ScanOutcome,
} from '@/features/warehouse/scanner';
import { classifyParcel, sortingClientsQuery, sortingStatusesQuery, type ClassifyBody } from './sorting.api';
import {
  COMPLETED_MULTI_PACK_MS,
  viewOfAnswer,
  viewOfRefusal,
  viewOfWorkstationSet,
  type SortingText,
  type SortingView,
} from './sorting-outcome';
import { SortingResult } from './SortingResult';

const SORTED_STATUS_ID = 56;
const KNOWN_PROBLEM = 'known_problem_detected';
const UNKNOWN_PROBLEM = 'unknown_problem_detected';
const SCREEN_PATH = '/parcel-classification';

const text = (value: SortingText) => t(value.key as 'errors.unknown', { ...value.params, defaultValue: t('errors.unknown') });

/** What a settled scan shows: the answer, or the refusal (a 422 names its first field's code). */
function viewOf(outcome: ScanOutcome<Awaited<ReturnType<typeof classifyParcel>>>): SortingView {
  if (outcome.ok) return outcome.answer === null ? viewOfWorkstationSet() : viewOfAnswer(outcome.answer);
  const error = outcome.error instanceof ApiError ? outcome.error : new ApiError(0, 'unknown');
  if (error.code === 'validation_failed') {
    const first = Object.values(error.fieldErrors)[0]?.[0] ?? 'invalid_value';
    const key = first.startsWith('sorting_') ? `warehouseSorting.validation.${first}` : `validation.${first}`;
    return { ...viewOfRefusal(422, error.code, error.body), text: { key } };
  }
  return viewOfRefusal(error.status, error.code, error.body);
}

/**
 * /parcel-classification (spec/02 §2 "Sorting", spec/03 §8): the worker picks
 * the client being sorted and a status, then scans; each scan goes through the
 * offline queue to POST parcel/classify/courier and the screen shows the zone
 * (huge), the bucket, the courier, or the refusal with where the parcel goes.
 */
export function SortingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feedback = useScanFeedback();
  const [manual, setManual] = useState(false);
  const [client, setClient] = useState<{ value: string; label: string } | null>(null);
  const [clientSearch, setClientSearch] = useState('');
  const [clientTouched, setClientTouched] = useState(false);
  const [statusId, setStatusId] = useState<string>(String(SORTED_STATUS_ID));
  const [sectorId, setSectorId] = useState<string | null>(null);
  const [view, setView] = useState<SortingView | null>(null);
  const [irregular, setIrregular] = useState(false);
  const [completed, setCompleted] = useState<readonly string[] | null>(null);
  const completedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(completedTimer.current), []);

  const statuses = useQuery(sortingStatusesQuery());
  const clients = useQuery(sortingClientsQuery(clientSearch));
  const status = statuses.data?.find((s) => String(s.id) === statusId);
  const needsSector = status?.system_id === KNOWN_PROBLEM;
  const ready = client !== null && status !== undefined && (!needsSector || sectorId !== null);

  const clientOptions = [...(client ? [client] : []), ...(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))].filter(
    (option, i, all) => all.findIndex((o) => o.value === option.value) === i,
  );

  const settle = (outcome: ScanOutcome<Awaited<ReturnType<typeof classifyParcel>>>) => {
    if (!outcome.ok && outcome.error instanceof ApiError && outcome.error.code === 'workstation_required') {
      void navigate({ href: setWorkstationHref(SCREEN_PATH) });
      return;
    }
    const next = viewOf(outcome);
    if (outcome.ok && outcome.answer === null) void queryClient.invalidateQueries({ queryKey: ['users', 'whoami'] });
    setView(next.zone === null && next.bucket === null && next.kind === 'success' ? view : next);
    feedback.show(next.kind, text(next.text), { durationMs: next.durationMs, details: next.details ? text(next.details) : undefined });
    setIrregular(next.suggestion !== null);
    if (next.suggestion) {
      setStatusId(String(next.suggestion.statusTypeId));
      setSectorId(String(next.suggestion.sectorId));
    }
    clearTimeout(completedTimer.current);
    setCompleted(next.completed);
    if (next.completed) completedTimer.current = setTimeout(() => setCompleted(null), COMPLETED_MULTI_PACK_MS);
  };

  const queue = useScanQueue<ClassifyBody, Awaited<ReturnType<typeof classifyParcel>>>({
    storageKey: `scan-queue:sorting:${session?.id ?? 'anonymous'}`,
    send: (scan, signal) => classifyParcel({ ...scan.body, scan_id: scan.scan_id, scanned_at: scan.scanned_at }, signal),
    onSettled: (_scan, outcome) => settle(outcome),
  });

  const onScan = async (code: string) => {
    if (!ready || !status || !client) return;
    if (status.system_id === UNKNOWN_PROBLEM) {
      const yes = await confirmAction(t('warehouseSorting.unknownProblem.confirm', { code }));
      if (!yes) {
        feedback.warning(t('warehouseSorting.unknownProblem.cancelled', { code }));
        return;
      }
    }
    void queue.add(code, {
      barcode: code,
      status_type_id: status.id,
      problematic_sector_id: needsSector && sectorId ? Number(sectorId) : null,
      client_id: Number(client.value),
    });
  };

  const scanner = useScanner({
    screen: 'sorting',
    manual,
    locked: !ready,
    onScan: (reading) => void onScan(reading.raw),
    onWarning: (warning) => feedback.warning(warning),
  });

  const clientError = clientTouched && client === null ? t('warehouseSorting.form.clientRequired') : undefined;

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h2">
          {t('warehouseSorting.title')}
        </Title>
        {session && mayOpen(session.role, 'sortingRules') && (
          <Button component={Link} to="/sorting-rules" variant="subtle" px="xs">
            {t('warehouseSorting.rulesLink')}
          </Button>
        )}
      </Group>
      <Text>{t('warehouseSorting.intro')}</Text>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: needsSector ? 3 : 2 }} spacing="sm">
          <Select
            label={t('warehouseSorting.form.client')}
            placeholder={t('warehouseSorting.form.clientPlaceholder')}
            required
            searchable
            clearable
            data={clientOptions}
            value={client?.value ?? null}
            searchValue={clientSearch}
            onSearchChange={setClientSearch}
            filter={({ options }) => options}
            nothingFoundMessage={
              clientSearch.trim().length >= 3 && clients.isSuccess ? t('warehouseSorting.form.clientNothing') : undefined
            }
            onChange={(value, option) => {
              setClient(value && option ? { value, label: option.label } : null);
              setClientTouched(true);
            }}
            onBlur={() => setClientTouched(true)}
            error={clientError}
            size="md"
          />
          <Select
            label={t('warehouseSorting.form.status')}
            required
            allowDeselect={false}
            data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={statusId}
            onChange={(value) => {
              if (value) setStatusId(value);
              setIrregular(false);
            }}
            size="md"
          />
          {needsSector && (
            <Select
              label={t('warehouseSorting.form.sector')}
              required
              data={SEEDED_SECTORS.map((s) => ({ value: String(s.id), label: `${s.code} – ${s.name}` }))}
              value={sectorId}
              onChange={setSectorId}
              error={sectorId === null ? t('warehouseSorting.form.sectorRequired') : undefined}
              size="md"
            />
          )}
        </SimpleGrid>
      </Paper>
      {!ready && (
        <Text fw={600} data-testid="sorting-not-ready">
          {t('warehouseSorting.form.notReady')}
        </Text>
      )}
      <ScanInput scanner={scanner} onManualChange={setManual} label={t('warehouseSorting.form.scanLabel')} />
      <ScanFeedback message={feedback.message} />
      {irregular && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t('warehouseSorting.irregularity')}
          // The light orange's own title colour is below 4.5:1 on its background.
          styles={{ title: { color: '#7a3e00' } }}
        >
          <Text size="sm">
            {t('warehouseSorting.suggested', {
              status: status?.name ?? statusId,
              sector: SEEDED_SECTORS.find((s) => String(s.id) === sectorId)?.name ?? sectorId ?? '',
            })}
          </Text>
        </Alert>
      )}
      {completed && (
        <Alert color="green" variant="filled" role="alert" title={t('warehouseSorting.completed.title')} data-testid="sorting-completed">
          <Text fw={700}>{t('warehouseSorting.completed.text', { parcels: completed.join(', ') })}</Text>
        </Alert>
      )}
      <SortingResult view={view} />
      <ScanQueueView queue={queue} />
    </Stack>
  );
}
