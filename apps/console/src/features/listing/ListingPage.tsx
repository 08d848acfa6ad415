import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, LoadingOverlay, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LISTING_PAGE_SIZES, type ListingCriteria, type ListingRequest, type ParcelListRow, type ShipmentListRow } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { mayOpen } from '@/shared/session/screens';
import type { Session } from '@/shared/session/session';
import { ColumnsTable } from '@/shared/table/ColumnsTable';
import { HeaderCell, TableFooter } from '@/shared/table/DataTable';
import { pageCount } from '@/shared/table/table-state';
import { ButtonLink } from '@/shared/ui/links';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { GroupStatusModal } from './GroupStatusModal';
import { ListingFiltersForm } from './ListingFiltersForm';
import { downloadLabels } from './listing.api';
import { DEFAULT_ORDER, parcelColumns, shipmentColumns } from './listing-columns';
import {
  DEFAULT_PAGING,
  defaultFilters,
  filtersFromLink,
  loadListing,
  saveListing,
  toCriteria,
  warsawToday,
  type ListingFilters,
  type ListingPaging,
  type StoredListing,
} from './listing-criteria';
import { useListingRows } from './useListingRows';

export interface ListingPageProps {
  readonly session: Session;
  /** The reports area's button (admins and clients), given the applied criteria; mounted by the route. */
  readonly reportButton?: (criteria: ListingCriteria) => ReactNode;
  /** Criteria a link carried in the address (the dashboard's figures): they replace the saved filters for the visit. */
  readonly link?: Record<string, unknown>;
  /** Called once a link's criteria are applied (the route then takes them out of the address). */
  readonly onLinkApplied?: () => void;
}

/**
 * `/parcels` (everyone), `/parcel-list` and `/parcels-list` (staff): the
 * parcel and shipment listing of spec/03 §2. The applied filters and the
 * table's place are kept per user in the browser and come back after a
 * reload; a first visit (and reset) shows today's active parcels.
 */
export function ListingPage({ session, reportButton, link, onLinkApplied }: ListingPageProps) {
  const { t } = useTranslation();
  const role = session.role;
  const admin = role === ROLES.admin;
  const staff = role !== ROLES.client;
  const [stored, setStored] = useState<StoredListing>(() => {
    const saved = loadListing(localStorage, session.id, warsawToday());
    const linked = link && filtersFromLink(link, warsawToday());
    return linked ? { filters: linked, paging: { ...DEFAULT_PAGING, size: saved.paging.size } } : saved;
  });
  const [draft, setDraft] = useState<ListingFilters>(stored.filters);
  // A link's criteria: those of the first render are the initial state above; a later link (followed while the list
  // is open) replaces the filters the same way. Either way the route then takes them out of the address.
  const linkKey = link ? JSON.stringify(link) : '';
  const firstLink = useRef(linkKey);
  useEffect(() => {
    if (!link) return;
    const linked = filtersFromLink(link, warsawToday());
    if (!linked) return;
    if (firstLink.current !== linkKey) {
      setDraft(linked);
      setStored((current) => ({ filters: linked, paging: { ...DEFAULT_PAGING, size: current.paging.size } }));
      setSelected(new Map());
    }
    firstLink.current = '';
    onLinkApplied?.();
    // The link's content is its key.
  }, [linkKey]);
  const [selected, setSelected] = useState<ReadonlyMap<number, ParcelListRow>>(new Map());
  const [changingStatuses, setChangingStatuses] = useState(false);
  useEffect(() => saveListing(localStorage, session.id, stored), [session.id, stored]);

  const { filters, paging } = stored;
  const criteria = useMemo(() => toCriteria(filters, role), [filters, role]);
  const order = paging.sort ? { column: paging.sort, dir: paging.dir ?? 'asc' } : DEFAULT_ORDER;
  const request: ListingRequest = {
    draw: paging.page,
    start: (paging.page - 1) * paging.size,
    length: paging.size,
    order: [order],
    search: { value: '' },
    criteria,
  };
  const { result } = useListingRows(request);
  const rows = result.data?.data ?? [];
  const pages = pageCount(result.data?.recordsFiltered ?? 0, paging.size);

  const setPaging = useCallback(
    (change: Partial<ListingPaging>) => setStored((current) => ({ ...current, paging: { ...current.paging, ...change } })),
    [],
  );
  // A page past the end (rows gone meanwhile) moves to the last page.
  useEffect(() => {
    if (result.data && !result.isPlaceholderData && paging.page > pages) setPaging({ page: pages });
  }, [result.data, result.isPlaceholderData, paging.page, pages, setPaging]);

  const apply = (next: ListingFilters, nextPaging: ListingPaging = { ...paging, page: 1 }) => {
    setStored({ filters: next, paging: nextPaging });
    setSelected(new Map());
  };
  const reset = () => {
    const defaults = defaultFilters(warsawToday());
    setDraft(defaults);
    apply(defaults, { ...DEFAULT_PAGING, size: paging.size });
  };
  const switchType = (type: ListingFilters['type']) => {
    setDraft((current) => ({ ...current, type }));
    // The columns differ: back to the default order.
    apply({ ...filters, type }, { page: 1, size: paging.size });
  };

  const parcels = filters.type === 'parcels';
  const parcelRows = parcels ? (rows as ParcelListRow[]) : [];
  const allOnPageSelected = parcelRows.length > 0 && parcelRows.every((row) => selected.has(row.id));
  const toggle = (row: ParcelListRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const selectAll = () => setSelected(allOnPageSelected ? new Map() : new Map(parcelRows.map((row) => [row.id, row])));

  const queryClient = useQueryClient();
  const labels = useMutation({
    mutationFn: () => downloadLabels([...new Set([...selected.values()].map((row) => row.shipment_number))]),
    onError: (error) =>
      error instanceof ApiError && error.status === 409 ? toast.warning(t('listing.toast.labelsNotReady')) : toast.error(errorText(error)),
  });

  const actions = (
    <>
      {(admin || role === ROLES.client) && reportButton?.(criteria)}
      {admin && parcels && (
        <Button variant="light" disabled={selected.size === 0} onClick={() => setChangingStatuses(true)}>
          {t('listing.actions.changeStatuses')}
        </Button>
      )}
      {admin && parcels && (
        <Button variant="light" color="gray" disabled={parcelRows.length === 0} onClick={selectAll}>
          {allOnPageSelected ? t('listing.actions.deselectAll') : t('listing.actions.selectAll')}
        </Button>
      )}
      {staff && parcels && (
        <Button variant="light" color="gray" disabled={selected.size === 0} loading={labels.isPending} onClick={() => labels.mutate()}>
          {t('listing.actions.printLabels')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('listing.title')}
        </Title>
        {mayOpen(role, 'newShipment') && <ButtonLink to="/shipment/new">{t('listing.newWaybill')}</ButtonLink>}
      </Group>
      <SegmentedControl
        aria-label={t('listing.kind')}
        value={filters.type}
        onChange={(type) => switchType(type === 'shipments' ? 'shipments' : 'parcels')}
        data={(['parcels', 'shipments'] as const).map((type) => ({ value: type, label: t(`listing.kinds.${type}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <ListingFiltersForm
        role={role}
        value={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        onFilter={() => apply(draft)}
        onReset={reset}
        actions={actions}
      />
      {staff && parcels && selected.size > 0 && (
        <Text size="sm" aria-live="polite">
          {t('listing.actions.selected', { count: selected.size })}
        </Text>
      )}
      <ListingRows
        parcels={parcels}
        session={session}
        rows={rows}
        result={result}
        paging={paging}
        order={order}
        pages={pages}
        selection={{ has: (id) => selected.has(id), toggle }}
        onPaging={setPaging}
      />
      {changingStatuses && (
        <GroupStatusModal
          ids={[...selected.keys()]}
          onClose={() => setChangingStatuses(false)}
          onDone={() => {
            setChangingStatuses(false);
            setSelected(new Map());
            void queryClient.invalidateQueries({ queryKey: ['listing-rows'] });
          }}
        />
      )}
    </Stack>
  );
}

function ListingRows(props: {
  parcels: boolean;
  session: Session;
  rows: readonly (ParcelListRow | ShipmentListRow)[];
  result: ReturnType<typeof useListingRows>['result'];
  paging: ListingPaging;
  order: { column: string; dir: 'asc' | 'desc' };
  pages: number;
  selection: Parameters<typeof parcelColumns>[1];
  onPaging: (change: Partial<ListingPaging>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { result, paging, rows } = props;
  const open = (number: string) => void navigate({ to: '/shipment/$internalNumber', params: { internalNumber: number } });
  if (!result.data) {
    if (result.isError) return <ErrorState error={result.error} title={t('table.error')} onRetry={() => void result.refetch()} />;
    return <LoadingState />;
  }
  const sorting = { state: paging, defaultOrder: DEFAULT_ORDER, onSort: props.onPaging };
  return (
    <Box>
      <Box pos="relative">
        <LoadingOverlay visible={result.isFetching && result.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} />
        {props.parcels ? (
          <ColumnsTable
            label={t('listing.table')}
            columns={parcelColumns(props.session.role, props.selection)}
            rows={rows as ParcelListRow[]}
            rowKey={(row) => String(row.id)}
            onRowClick={(row) => open(row.shipment_number)}
            headerCell={(column) => <HeaderCell column={column} {...sorting} />}
          />
        ) : (
          <ColumnsTable
            label={t('listing.tableShipments')}
            columns={shipmentColumns(props.session.role)}
            rows={rows as ShipmentListRow[]}
            rowKey={(row) => String(row.id)}
            onRowClick={(row) => open(row.internal_waybill)}
            headerCell={(column) => <HeaderCell column={column} {...sorting} />}
          />
        )}
        {rows.length === 0 && <EmptyState message={t('table.empty')} />}
        {result.isError && <ErrorState error={result.error} title={t('table.error')} onRetry={() => void result.refetch()} />}
      </Box>
      <TableFooter
        state={paging}
        pageSizes={LISTING_PAGE_SIZES}
        rowsOnPage={rows.length}
        pages={props.pages}
        filtered={result.data.recordsFiltered}
        total={result.data.recordsTotal}
        onStateChange={(change) => props.onPaging(change)}
      />
    </Box>
  );
}
