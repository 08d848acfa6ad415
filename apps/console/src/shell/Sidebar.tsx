import { Box, Button, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isStaff, ROLES } from '@parcel/domain';
import { errorText } from '@/shared/api/error-text';
import { roleLabel, useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { menuOf, screenLabel, SCREENS } from '@/shared/session/screens';
import type { Session } from '@/shared/session/session';
import { leaveWorkstation, workstationLabel } from '@/shared/session/workstation';
import { ReportsEntry } from '@/features/reports/ReportsEntry';
import { CheckPermissionsButton } from './CheckPermissionsButton';
import { logOut } from './logout';

/** The role's menu, who is logged in, where they work, and logout. */
export function Sidebar({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack justify="space-between" mih="100%" gap="md">
      <Box component="nav" aria-label={t('shell.menu')}>
        {menuOf(session.role).map((id) => (
          <NavLink
            key={id}
            component={Link}
            to={SCREENS[id].to}
            label={t(screenLabel(session.role, id))}
            onClick={onNavigate}
            activeOptions={{ exact: id === 'dashboard' }}
          />
        ))}
        <ReportsEntry session={session} onOpen={onNavigate} />
      </Box>
      <Stack gap={4}>
        {session.role === ROLES.admin && <CheckPermissionsButton onOpen={onNavigate} />}
        <Text size="xs" c="dimmed" mt="xs">
          {t('shell.loggedInAs')}
        </Text>
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }} data-testid="session-email">
          {session.email}
        </Text>
        <Text size="xs" c="dimmed">
          {roleLabel(session.role)}
        </Text>
        {isStaff(session.role) && <WorkstationBlock session={session} onNavigate={onNavigate} />}
        <Button variant="light" color="gray" mt="xs" onClick={() => void logOut()}>
          {t('shell.logout')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Staff: where they work ('TYCHY · ST-01') and leaving it, or the way to set one (spec/01 §6 "workstation set/leave"). */
function WorkstationBlock({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { t } = useTranslation();
  if (!session.workstation) {
    return (
      <Button component={Link} to="/set-workstation" variant="light" mt="xs" onClick={onNavigate}>
        {t('shell.setWorkstation')}
      </Button>
    );
  }
  const leave = () =>
    leaveWorkstation().then(
      () => toast.success(t('shell.workstationLeft')),
      (error: unknown) => toast.error(errorText(error)),
    );
  return (
    <>
      <Text size="xs" c="dimmed" mt="xs">
        {t('shell.workstation')}
      </Text>
      <Text size="sm" fw={600} data-testid="session-workstation">
        {workstationLabel(session.workstation)}
      </Text>
      <Button variant="light" color="gray" size="compact-sm" onClick={() => void leave()}>
        {t('shell.leaveWorkstation')}
      </Button>
    </>
  );
}
