import { useEffect } from 'react';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { connectLive } from '@/shared/live/live';
import type { Session } from '@/shared/session/session';
import { OrderWatcher } from '@/features/reports/OrderWatcher';
import { LiveIndicator } from './LiveIndicator';
import './shell.css';
import { Sidebar } from './Sidebar';
import { useSessionSync } from './useSessionSync';

/** The frame of every screen behind a login: header, sidebar (a drawer on phones), content. */
export function Shell({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the closed menu slides off screen: keep it out of the tab order too.
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  useEffect(() => connectLive(session, queryClient), [session.token, queryClient]);
  useSessionSync(session);
  useEffect(() => {
    document.body.dataset['withSidebar'] = '';
    return () => void delete document.body.dataset['withSidebar'];
  }, []);

  return (
    <AppShell header={{ height: 52 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.toggleMenu')} aria-expanded={opened} />
            <Text fw={700} c="blue.8">
              {t('app.title')}
            </Text>
          </Group>
          <LiveIndicator />
        </Group>
      </AppShell.Header>
      {/* The menu scrolls when it is longer than the screen (the warehouse floor added many screens). */}
      <AppShell.Navbar p="md" inert={phone && !opened} style={{ overflowY: 'auto' }}>
        <Sidebar session={session} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Outlet />
      </AppShell.Main>
      <OrderWatcher session={session} />
    </AppShell>
  );
}
