import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { FloorSector, FloorView, FloorWorkstation, FloorZone } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/ui/format';
import { floorQuery } from './floor.api';
import { scanWhat, waitedFor } from './floor-format';
import './floor.css';

/** The waiting times move on their own between notices. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * `/floor` (admins): every workstation with its worker and scans, parcels
 * waiting to leave per zone and in problem sectors. Refreshed by the 'floor'
 * read model's notices. `tv`: the wall screen (the whole window, big type,
 * high contrast, no sidebar; the Fullscreen API on request).
 */
export function FloorPage({ tv }: { tv: boolean }) {
  const { t } = useTranslation();
  const view = useQuery(floorQuery());
  const now = useNow(30_000);
  const frame = useRef<HTMLDivElement>(null);
  const fullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  const body: ReactNode = view.data ? (
    <FloorContent view={view.data} now={now} />
  ) : view.isError ? (
    <Alert color="red" role="alert">
      {t('warehouseFloor.error')}
    </Alert>
  ) : (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('warehouseFloor.loading')}</Text>
    </Group>
  );
  const title = t('warehouseFloor.title', { warehouse: view.data?.warehouse.name ?? '' });
  const actions = (
    <Group gap="sm">
      {tv && fullscreen && (
        <Button variant="white" color="dark" onClick={() => void frame.current?.requestFullscreen()}>
          {t('warehouseFloor.fullscreen')}
        </Button>
      )}
      <Button
        variant={tv ? 'white' : 'light'}
        color={tv ? 'dark' : undefined}
        renderRoot={(props) => <Link to="/floor" search={tv ? {} : { tv: 1 }} {...props} />}
      >
        {t(tv ? 'warehouseFloor.tvLeave' : 'warehouseFloor.tv')}
      </Button>
    </Group>
  );
  const updated = view.data && (
    <Text className="floor-updated">{t('warehouseFloor.updated', { time: formatDateTime(view.data.generated_at) })}</Text>
  );

  if (tv)
    return (
      <div ref={frame} className="floor-tv" data-testid="floor-tv">
        <Group justify="space-between" align="center" mb="lg">
          <Title order={1}>{title}</Title>
          <Group gap="lg">
            {updated}
            {actions}
          </Group>
        </Group>
        {body}
      </div>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('warehouseFloor.intro')}
          </Text>
          {updated}
        </Stack>
        {actions}
      </Group>
      {body}
    </Stack>
  );
}

function FloorContent({ view, now }: { view: FloorView; now: number }) {
  const { t } = useTranslation();
  return (
    <div className="floor-grid">
      <section className="floor-stations" aria-labelledby="floor-stations">
        <Title order={2} size="h3" id="floor-stations" mb="xs">
          {t('warehouseFloor.stations')}
        </Title>
        {view.workstations.length === 0 ? (
          <Text>{t('warehouseFloor.noStations')}</Text>
        ) : (
          <Stations rows={view.workstations} minutes={view.window_minutes} />
        )}
      </section>
      <section aria-labelledby="floor-zones">
        <Title order={2} size="h3" id="floor-zones" mb="xs">
          {t('warehouseFloor.zones')}
        </Title>
        {view.zones.length === 0 ? <Text>{t('warehouseFloor.noZones')}</Text> : <Zones rows={view.zones} now={now} />}
      </section>
      <section aria-labelledby="floor-sectors">
        <Title order={2} size="h3" id="floor-sectors" mb="xs">
          {t('warehouseFloor.sectors')}
        </Title>
        {view.sectors.length === 0 ? <Text>{t('warehouseFloor.noSectors')}</Text> : <Sectors rows={view.sectors} now={now} />}
      </section>
    </div>
  );
}

function Stations({ rows, minutes }: { rows: readonly FloorWorkstation[]; minutes: number }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer type="native" minWidth={720} tabIndex={0} role="region" aria-label={t('warehouseFloor.stations')}>
      <Table className="floor-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('warehouseFloor.code')}</Table.Th>
            <Table.Th>{t('warehouseFloor.type')}</Table.Th>
            <Table.Th>{t('warehouseFloor.worker')}</Table.Th>
            <Table.Th>{t('warehouseFloor.since')}</Table.Th>
            <Table.Th className="floor-number">{t('warehouseFloor.scans', { minutes })}</Table.Th>
            <Table.Th>{t('warehouseFloor.lastScan')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((w) => (
            <Table.Tr key={w.id} data-workstation={w.code} data-busy={w.worker ? 'true' : 'false'}>
              <Table.Td className="floor-code">{w.code}</Table.Td>
              <Table.Td>{w.type.name}</Table.Td>
              <Table.Td>{w.worker?.email ?? t('warehouseFloor.free')}</Table.Td>
              <Table.Td>{w.worker ? formatDateTime(w.worker.since) : t('warehouseFloor.none')}</Table.Td>
              <Table.Td className="floor-number" data-scans={w.scans}>
                {w.scans}
              </Table.Td>
              <Table.Td>
                {w.last_scan ? (
                  <>
                    <span className="floor-time">{formatDateTime(w.last_scan.at)}</span>{' '}
                    <strong>{w.last_scan.parcel_number ?? `#${w.last_scan.parcel_id}`}</strong> {scanWhat(w.last_scan)}
                  </>
                ) : (
                  t('warehouseFloor.none')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Zones({ rows, now }: { rows: readonly FloorZone[]; now: number }) {
  const { t } = useTranslation();
  return (
    <Table className="floor-table" aria-label={t('warehouseFloor.zones')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('warehouseFloor.zone')}</Table.Th>
          <Table.Th className="floor-number">{t('warehouseFloor.waiting')}</Table.Th>
          <Table.Th>{t('warehouseFloor.oldest')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((z) => (
          <Table.Tr key={z.zone} data-zone={z.zone}>
            <Table.Td>{t('warehouseFloor.zoneName', { zone: z.zone })}</Table.Td>
            <Table.Td className="floor-number">{z.waiting}</Table.Td>
            <Table.Td>{waitedFor(z.oldest_since, now)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Sectors({ rows, now }: { rows: readonly FloorSector[]; now: number }) {
  const { t } = useTranslation();
  return (
    <Table className="floor-table" aria-label={t('warehouseFloor.sectors')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('warehouseFloor.sector')}</Table.Th>
          <Table.Th className="floor-number">{t('warehouseFloor.waiting')}</Table.Th>
          <Table.Th>{t('warehouseFloor.oldest')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((s) => (
          <Table.Tr key={s.sector_id} data-sector={s.code}>
            <Table.Td>{s.name ? `${s.code}: ${s.name}` : t('warehouseFloor.sectorName', { code: s.code })}</Table.Td>
            <Table.Td className="floor-number">{s.waiting}</Table.Td>
            <Table.Td>{waitedFor(s.oldest_since, now)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
