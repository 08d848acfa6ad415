import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { dashboardOf, SCREENS } from '@/shared/session/screens';
import type { Session } from '@/shared/session/session';

/** `/dashboard`: the entry points of the user's role. */
export function DashboardPage({ session }: { session: Session }) {
  const { t } = useTranslation();
  const entries = dashboardOf(session.role);
  return (
    <>
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('dashboard.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {entries.map((id) => (
          <Card key={id} component={Link} to={SCREENS[id].to} withBorder padding="lg" radius="md">
            <Text fw={600} c="blue.8">
              {t(SCREENS[id].label)}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(SCREENS[id].description)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
