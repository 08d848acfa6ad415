import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TownResult } from '@parcel/contracts';
import type { FinderTexts } from './addresses.pl';

/** The chosen town: its postal code large, with county and municipality. */
export function TownDetails({ town, texts }: { town: TownResult; texts: FinderTexts }) {
  const line = (label: string, value: string | null) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value ?? '—'}</Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="chosen-town">
      <Text size="xs" c="dimmed">
        {texts.chosen}
      </Text>
      <Title order={2} size="h4" id="chosen-town">
        {town.name}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} mt="sm" spacing="sm">
        {line(texts.voivodeship, town.voivodeship)}
        {line(texts.municipality, town.municipality)}
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {texts.postalCode}
          </Text>
          <Text size="xl" fw={700} ff="monospace" data-testid="chosen-postal-code">
            {town.postal_code ?? '—'}
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
