import { useEffect } from 'react';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTrackingTranslation } from './tracking-i18n';
import { normaliseTrackingNumber } from './tracking-number';
import { LanguageSwitch } from './LanguageSwitch';
import { TrackingResult } from './TrackingResult';
import { TrackingSearch } from './TrackingSearch';

/**
 * `/tracking` and `/tracking/{number}`: public (no login), in Polish or
 * Romanian. The number field, and for a number its destination and status
 * history, read again every 15 s while the page is open.
 */
export function TrackingPage({ number }: { number?: string }) {
  const { t, language } = useTrackingTranslation();
  const wanted = number === undefined ? undefined : normaliseTrackingNumber(number);
  const title = t('title');
  // The page speaks its own language (screen readers, hyphenation); the console's comes back on leaving.
  useEffect(() => {
    const before = { lang: document.documentElement.lang, title: document.title };
    document.documentElement.lang = language;
    document.title = title;
    return () => {
      document.documentElement.lang = before.lang;
      document.title = before.title;
    };
  }, [language, title]);
  return (
    <Box component="main" id="main" mih="100vh" p="md" bg="gray.0">
      <Stack maw={880} mx="auto" gap="md">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="xs" radius="md" p="md">
          <Stack gap="xs">
            <Text size="sm">{t('intro')}</Text>
            {/* Keyed by the number: going back to another number shows that one in the field. */}
            <TrackingSearch key={wanted ?? ''} number={wanted} />
          </Stack>
        </Paper>
        {wanted && <TrackingResult key={wanted} number={wanted} />}
      </Stack>
    </Box>
  );
}
