import { useCallback, useEffect, useMemo, useState } from 'react';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SEEDED_SECTORS } from '@parcel/domain';
import type { DataTableRequest, ProblemParcelRow } from '@parcel/contracts';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { SET_WORKSTATION_HREF } from '@/shared/session/guards';
import { DataTable } from '@/shared/table/DataTable';
import type { TableState } from '@/shared/table/table-state';
import { ScanFeedback, ScanInput, useScanFeedback, useScanner, type ReadScan } from '@/features/warehouse/scanner';
import { problemParcelsColumns } from './problem-parcels.columns';
import { problemParcelsQuery, resolveProblemParcel, type ProblemFilters } from './problems.api';
import { ResolveForm, type PickedParcel, type ResolveValues } from './ResolveForm';

export type ProblemSearch = TableState & { sector?: number; state: ProblemFilters['state'] };

/** The waits grow while the screen is open. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const codeOf = (reading: ReadScan): string => reading.raw;

/**
 * `/resolve-problematic`: the parcels waiting in problematic sectors (oldest
 * first, by sector, with how long they have waited), live. Scan a parcel (or
 * click its row), choose how it leaves the sector, add a note and a status if
 * needed, and resolve it. Needs a workstation (the route's guard; a 428 sends
 * the worker to set one).
 */
export function ResolveProblematicPage({ search }: { search: ProblemSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/resolve-problematic' });
  const queryClient = useQueryClient();
  const feedback = useScanFeedback();
  const now = useNow(30_000);
  const [manual, setManual] = useState(false);
  const [picked, setPicked] = useState<PickedParcel | null>(null);

  const scanner = useScanner({
    screen: 'scanning',
    manual,
    onScan: (reading) => {
      feedback.clear();
      setPicked({ number: codeOf(reading) });
    },
    onWarning: (text) => feedback.warning(text),
  });

  const resolve = useMutation({
    mutationFn: ({ parcel, values }: { parcel: PickedParcel; values: ResolveValues }) =>
      resolveProblemParcel({
        ...(parcel.parcelId !== undefined ? { parcel_id: parcel.parcelId } : { number: parcel.number }),
        resolution: values.resolution,
        note: values.note,
        status_type_id: values.statusTypeId,
      }),
    onSuccess: (_answer, { parcel, values }) => {
      feedback.success(
        t('warehouseProblems.done', { number: parcel.number, resolution: t(`warehouseProblems.resolutions.${values.resolution}`) }),
      );
      setPicked(null);
      void queryClient.invalidateQueries({ queryKey: ['problem_parcels'] });
      scanner.focus();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'workstation_required') {
        void navigate({ href: SET_WORKSTATION_HREF, replace: true });
        return;
      }
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields['number'] || fields['parcel_id']) feedback.error(t('warehouseProblems.notFound'));
      else if (fields['status_type_id']?.includes('status_not_repeatable')) feedback.error(t('warehouseProblems.notRepeatable'));
      else feedback.error(errorText(error));
    },
  });

  const columns = useMemo(() => problemParcelsColumns(now), [now]);
  const { sector, state } = search;
  const query = useCallback((request: DataTableRequest) => problemParcelsQuery({ ...request, sector_id: sector, state }), [sector, state]);
  const onStateChange = useCallback(
    (change: Partial<ProblemSearch>, options?: { replace?: boolean }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );
  const pick = (row: ProblemParcelRow) => {
    if (row.resolved_at !== null) return;
    feedback.clear();
    setPicked({ parcelId: row.parcel_id, number: row.parcel_number });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('warehouseProblems.title')}
      </Title>
      <ScanFeedback message={feedback.message} />
      <ScanInput scanner={scanner} onManualChange={setManual} label={t('warehouseProblems.scanLabel')} />
      {picked ? (
        <ResolveForm
          key={`${picked.parcelId ?? ''}-${picked.number}`}
          parcel={picked}
          busy={resolve.isPending}
          onSubmit={(values) => resolve.mutate({ parcel: picked, values })}
          onCancel={() => setPicked(null)}
        />
      ) : (
        <Text c="dimmed">{t('warehouseProblems.form.pick')}</Text>
      )}
      <DataTable
        label={t('warehouseProblems.table')}
        columns={columns}
        query={query}
        state={search}
        onStateChange={onStateChange}
        rowKey={(row) => row.id}
        onRowClick={pick}
        searchable={false}
        defaultOrder={{ column: 'since', dir: 'asc' }}
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Select
              label={t('warehouseProblems.filters.sector')}
              data={[
                { value: '', label: t('warehouseProblems.filters.allSectors') },
                ...SEEDED_SECTORS.map((sector) => ({ value: String(sector.id), label: `${sector.code} · ${sector.name}` })),
              ]}
              value={search.sector === undefined ? '' : String(search.sector)}
              onChange={(value) => onStateChange({ sector: value ? Number(value) : undefined, page: 1 })}
              allowDeselect={false}
              w={260}
            />
            <Select
              label={t('warehouseProblems.filters.state')}
              data={(['waiting', 'resolved', 'all'] as const).map((state) => ({
                value: state,
                label: t(`warehouseProblems.filters.${state}`),
              }))}
              value={search.state}
              onChange={(value) => onStateChange({ state: (value ?? 'waiting') as ProblemFilters['state'], page: 1 })}
              allowDeselect={false}
              w={180}
            />
          </Group>
        }
      />
    </Stack>
  );
}
