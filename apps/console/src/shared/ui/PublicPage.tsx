import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';

/** The frame of the pages outside a login: a centred card under the product's name. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center component="main" id="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="md">
        <Text ta="center" fw={700} size="lg" c="blue.8">
          {t('app.title')}
        </Text>
        <Paper withBorder shadow="sm" radius="md" p="lg">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
