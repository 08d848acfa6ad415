import { Box, Button, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ROLES } from '@parcel/domain';
import { roleLabel, useTranslation } from '@/shared/i18n/i18n';
import { menuOf, SCREENS } from '@/shared/session/screens';
import type { Session } from '@/shared/session/session';
import { CheckPermissionsButton } from './CheckPermissionsButton';
import { logOut } from './logout';

/** The role's menu, who is logged in, where they work, and logout. */
export function Sidebar({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack justify="space-between" h="100%" gap="md">
      <Box component="nav" aria-label={t('shell.menu')}>
        {menuOf(session.role).map((id) => (
          <NavLink
            key={id}
            component={Link}
            to={SCREENS[id].to}
            label={t(SCREENS[id].label)}
            onClick={onNavigate}
            activeOptions={{ exact: id === 'dashboard' }}
          />
        ))}
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
        {session.workstation && (
          <Text size="sm" data-testid="session-workstation">
            {t('shell.warehouse')}: {session.workstation.warehouse.name}, {t('shell.workstation')}: {session.workstation.code}
          </Text>
        )}
        <Button variant="light" color="gray" mt="xs" onClick={() => void logOut()}>
          {t('shell.logout')}
        </Button>
      </Stack>
    </Stack>
  );
}
