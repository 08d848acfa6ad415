import { useEffect, useState } from 'react';
import { Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TownResult } from '@parcel/contracts';
import { AnchorLink } from '@/shared/ui/links';
import { FINDER_LANGUAGE_KEY, FINDER_LANGUAGES, LANGUAGE_NAMES, finderLanguage, finderTexts, type FinderLanguage } from './finder-language';
import { TownDetails } from './TownDetails';
import { TownSearch } from './TownSearch';

/**
 * `/find-my-postal-code` (public, spec/02 §2): Romanian postal codes by town, in
 * Romanian (default) or Polish; the choice is kept under the `language` key.
 */
export function FindPostalCodePage() {
  const [language, setLanguage] = useState<FinderLanguage>(() => finderLanguage(localStorage.getItem(FINDER_LANGUAGE_KEY)));
  const [town, setTown] = useState<TownResult | undefined>();
  const texts = finderTexts(language);

  // The page speaks its own language (screen readers, hyphenation); the console's comes back on leaving.
  useEffect(() => {
    const before = { lang: document.documentElement.lang, title: document.title };
    document.documentElement.lang = language;
    document.title = texts.title;
    return () => {
      document.documentElement.lang = before.lang;
      document.title = before.title;
    };
  }, [language, texts.title]);

  const choose = (value: string) => {
    const chosen = finderLanguage(value);
    localStorage.setItem(FINDER_LANGUAGE_KEY, chosen);
    setLanguage(chosen);
  };

  return (
    <Center component="main" id="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={560} gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1} size="h3">
            {texts.title}
          </Title>
          <SegmentedControl
            aria-label={texts.language}
            value={language}
            onChange={choose}
            data={FINDER_LANGUAGES.map((code) => ({ value: code, label: <span lang={code}>{LANGUAGE_NAMES[code]}</span> }))}
          />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="lg">
          <Stack gap="md">
            <Text size="sm">{texts.intro}</Text>
            <TownSearch texts={texts} onChoose={setTown} />
            {town && <TownDetails town={town} texts={texts} />}
          </Stack>
        </Paper>
        <AnchorLink to="/" size="sm" ta="center">
          {texts.toLogin}
        </AnchorLink>
      </Stack>
    </Center>
  );
}
