import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AdminDashboard, ClientDashboard, WorkerDashboard } from '@parcel/contracts';
import { DASHBOARD_PROBLEM_RULES, type Role } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { useLiveRefresh } from '@/shared/live/live-refresh';
import { dashboardOf, SCREENS } from '@/shared/session/screens';
import type { Session } from '@/shared/session/session';
import { formatDateTime, formatDay } from '@/shared/ui/format';
import { AnchorLink, ButtonLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { dashboardLinks } from './dashboard-links';
import { dashboardQuery, dashboardReadModels, dashboardRole } from './dashboard.api';
import { FigureButton, FigureLink, FigurePlain, FigureSection } from './Figure';

/** What the route gives the page from the reports area (features do not import each other). */
export interface DashboardReports {
  /** Opens the reports modal ("Moje raporty"). */
  readonly open: () => void;
  /** Downloads a ready report (a new window with a public file token). */
  readonly download: (report: { uuid: string; status: string }) => void;
}

/**
 * `/dashboard`: what needs doing today for the user's role, each figure a
 * link to the list behind it (docs/dashboard.md), refreshed live (at most
 * once a second) when the read models behind it change; then the role's
 * entry points.
 */
export function DashboardPage({ session, reports }: { session: Session; reports?: DashboardReports }) {
  const { t } = useTranslation();
  const role = dashboardRole(session.role);
  const query = useQuery(dashboardQuery(role));
  useLiveRefresh(dashboardQuery(role).queryKey, dashboardReadModels(role));
  const data = query.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        {data && (
          <Text c="gray.8" mt={4}>
            {t('dashboard.figures.lead', { date: formatDay(data.today) })}
          </Text>
        )}
      </div>
      {query.isError && !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LoadingState label={t('dashboard.figures.loading')} />
      ) : data.role === 'admin' ? (
        <AdminFigures data={data} reports={reports} />
      ) : data.role === 'warehouse_worker' ? (
        <WorkerFigures data={data} />
      ) : (
        <ClientFigures data={data} reports={reports} />
      )}
      <EntryPoints role={session.role} />
    </Stack>
  );
}

function AdminFigures({ data, reports }: { data: AdminDashboard; reports: DashboardReports | undefined }) {
  const { t } = useTranslation();
  const received = data.received_today;
  const rule = (code: (typeof DASHBOARD_PROBLEM_RULES)[number]) =>
    code === 'SHIPMENT_REGISTRATION_FAILED' ? data.problems.registration_failed : data.problems.not_accounted;
  return (
    <>
      <FigureSection
        title={t('dashboard.figures.admin.received')}
        empty={received.total === 0 && t('dashboard.figures.admin.nothingReceived')}
      >
        <FigureLink
          {...dashboardLinks.received(data.today, null)}
          label={t('dashboard.figures.admin.receivedAll')}
          count={received.total}
        />
        {received.groups.map((group) =>
          group.status_group_id === null ? (
            <FigurePlain key="none" label={t('dashboard.figures.admin.noGroup')} count={group.count} />
          ) : (
            <FigureLink
              key={group.status_group_id}
              {...dashboardLinks.received(data.today, group.status_group_id)}
              label={group.name ?? ''}
              count={group.count}
            />
          ),
        )}
      </FigureSection>
      <FigureSection
        title={t('dashboard.figures.admin.sectors')}
        empty={data.problem_sectors.total === 0 && t('dashboard.figures.nothingWaits')}
      >
        {data.problem_sectors.sectors.map((sector) => (
          <FigureLink key={sector.id} {...dashboardLinks.sectorParcels(sector.id)} label={sectorLabel(sector)} count={sector.waiting} />
        ))}
      </FigureSection>
      <FigureSection title={t('dashboard.figures.admin.toClear')}>
        {DASHBOARD_PROBLEM_RULES.map((code) => (
          <FigureLink
            key={code}
            {...dashboardLinks.problem(code)}
            label={t(
              code === 'SHIPMENT_REGISTRATION_FAILED'
                ? 'dashboard.figures.admin.registrationFailed'
                : 'dashboard.figures.admin.notAccounted',
            )}
            count={rule(code)}
          />
        ))}
        <FigureLink {...dashboardLinks.bufferParcels()} label={t('dashboard.figures.admin.bufferParcels')} count={data.buffer_parcels} />
      </FigureSection>
      <FigureSection title={t('dashboard.figures.admin.office')}>
        {reports ? (
          <FigureButton label={t('dashboard.figures.admin.reportsRunning')} count={data.reports_running} onClick={reports.open} />
        ) : (
          <FigurePlain label={t('dashboard.figures.admin.reportsRunning')} count={data.reports_running} />
        )}
        <FigureLink
          {...dashboardLinks.missingPriceLists()}
          label={t('dashboard.figures.admin.missingPriceLists')}
          count={data.clients.missing_price_lists}
        />
        <FigureLink
          {...dashboardLinks.withoutCredentials()}
          label={t('dashboard.figures.admin.withoutCredentials')}
          count={data.clients.without_courier_credentials}
        />
        <FigureLink
          {...dashboardLinks.unconfirmedUsers()}
          label={t('dashboard.figures.admin.unconfirmedUsers')}
          count={data.unconfirmed_users}
        />
      </FigureSection>
    </>
  );
}

function WorkerFigures({ data }: { data: WorkerDashboard }) {
  const { t } = useTranslation();
  const station = data.workstation;
  const sectors = data.problem_sectors;
  return (
    <>
      <Stack gap="xs" component="section" aria-label={t('dashboard.figures.worker.workstation')}>
        <Title order={2} size="h4">
          {t('dashboard.figures.worker.workstation')}
        </Title>
        <Paper withBorder radius="md" p="md">
          {station ? (
            <Group justify="space-between" align="center" gap="sm">
              <div>
                <Text fz={24} fw={700} data-testid="dashboard-workstation">
                  {station.code}
                </Text>
                <Text size="sm" c="gray.8">
                  {station.type.name} · {t('dashboard.figures.worker.warehouse', { name: station.warehouse.name })}
                </Text>
                {station.since && (
                  <Text size="sm" c="gray.8">
                    {t('dashboard.figures.worker.since', { time: formatDateTime(station.since) })}
                  </Text>
                )}
              </div>
              <ButtonLink {...dashboardLinks.setWorkstation()} variant="light">
                {t('dashboard.figures.worker.changeWorkstation')}
              </ButtonLink>
            </Group>
          ) : (
            <Group justify="space-between" align="center" gap="sm">
              <Text c="gray.8">{t('dashboard.figures.worker.noWorkstation')}</Text>
              <ButtonLink {...dashboardLinks.setWorkstation()}>{t('dashboard.figures.worker.setWorkstation')}</ButtonLink>
            </Group>
          )}
        </Paper>
      </Stack>
      <FigureSection title={t('dashboard.figures.worker.today')}>
        <FigureLink {...dashboardLinks.scan()} label={t('dashboard.figures.worker.statuses')} count={data.activity_today.statuses} />
        <FigureLink {...dashboardLinks.scan()} label={t('dashboard.figures.worker.scans')} count={data.activity_today.scans} />
        <FigurePlain label={t('dashboard.figures.worker.classifications')} count={data.activity_today.classifications} />
      </FigureSection>
      <FigureSection title={t('dashboard.figures.worker.sectors')} empty={sectors.total === 0 && t('dashboard.figures.nothingWaits')}>
        {sectors.sectors.map((sector) => (
          <FigureLink key={sector.id} {...dashboardLinks.resolveSector(sector.id)} label={sectorLabel(sector)} count={sector.waiting} />
        ))}
      </FigureSection>
      {sectors.problem_desk && sectors.total > 0 && (
        <Text size="sm" c="gray.8">
          {t('dashboard.figures.worker.problemDesk')}
        </Text>
      )}
    </>
  );
}

function ClientFigures({ data, reports }: { data: ClientDashboard; reports: DashboardReports | undefined }) {
  const { t } = useTranslation();
  const ready = data.reports_ready;
  return (
    <>
      <FigureSection
        title={t('dashboard.figures.client.onTheWay')}
        empty={data.on_the_way.total === 0 && t('dashboard.figures.nothingWaits')}
      >
        {data.on_the_way.groups.map((group) =>
          group.status_group_id === null ? null : (
            <FigureLink
              key={group.status_group_id}
              {...dashboardLinks.statusGroup(group.status_group_id)}
              label={group.name ?? ''}
              count={group.count}
            />
          ),
        )}
      </FigureSection>
      <FigureSection
        title={t('dashboard.figures.client.decisions')}
        hint={data.awaiting_decision > 0 ? t('dashboard.figures.client.decisionsHint') : undefined}
      >
        <FigureLink {...dashboardLinks.decisions()} label={t('dashboard.figures.client.problemParcels')} count={data.awaiting_decision} />
      </FigureSection>
      <Stack gap="xs" component="section" aria-label={t('dashboard.figures.client.reports')}>
        <Title order={2} size="h4">
          {t('dashboard.figures.client.reports')}
        </Title>
        {ready.total === 0 ? (
          <Text size="sm" c="gray.8">
            {t('dashboard.figures.nothingWaits')}
          </Text>
        ) : (
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              {ready.latest.map((report) => (
                <Group key={report.uuid} justify="space-between" gap="xs" wrap="wrap">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {report.name}
                    </Text>
                    <Text size="xs" c="gray.8">
                      {formatDateTime(report.created_at)}
                    </Text>
                  </div>
                  {reports && (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('dashboard.figures.client.downloadNamed', { name: report.name })}
                      onClick={() => reports.download({ uuid: report.uuid, status: report.status })}
                    >
                      {t('dashboard.figures.client.download')}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
        {reports && (
          <Group>
            <Button variant="default" size="xs" onClick={reports.open}>
              {t('dashboard.figures.client.openReports')}
              {ready.total > 0 ? ` (${ready.total})` : ''}
            </Button>
          </Group>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-label={t('dashboard.figures.client.lastStatuses')}>
        <Title order={2} size="h4">
          {t('dashboard.figures.client.lastStatuses')}
        </Title>
        {data.last_statuses.length === 0 ? (
          <Text size="sm" c="gray.8">
            {t('dashboard.figures.client.noStatuses')}
          </Text>
        ) : (
          <Paper withBorder radius="md" p="md">
            <Stack component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.last_statuses.map((row) => (
                <li key={`${row.parcel_number}-${row.at}`}>
                  <Group gap="xs" wrap="wrap" justify="space-between">
                    <AnchorLink {...dashboardLinks.shipment(row.shipment_number)} size="sm" fw={500}>
                      {row.parcel_number}
                    </AnchorLink>
                    <Text size="sm">{row.status_name ?? '—'}</Text>
                    <Text size="xs" c="gray.8">
                      {formatDateTime(row.at)}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
    </>
  );
}

function sectorLabel(sector: { code: string; name: string }): string {
  return sector.name === sector.code ? sector.code : `${sector.code} · ${sector.name}`;
}

/** The role's screens, compactly: the dashboard's former cards as links. */
function EntryPoints({ role }: { role: Role }) {
  const { t } = useTranslation();
  const entries = dashboardOf(role);
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="nav" aria-label={t('dashboard.figures.entries')}>
      <Title order={2} size="h4">
        {t('dashboard.figures.entries')}
      </Title>
      <Group gap="xs" wrap="wrap">
        {entries.map((id) => (
          <Button key={id} component={Link} to={SCREENS[id].to} variant="default" size="xs" title={t(SCREENS[id].description)}>
            {t(SCREENS[id].label)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
