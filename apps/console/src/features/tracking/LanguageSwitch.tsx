import { Button, Group } from '@mantine/core';
import { switchTrackingLanguage, useTrackingTranslation } from './tracking-i18n';
import { TRACKING_LANGUAGES } from './tracking-language';

/** PL / RO: the page's language, kept for the next visit. */
export function LanguageSwitch() {
  const { t, language } = useTrackingTranslation();
  return (
    <Group role="group" aria-label={t('language.label')} gap={4} wrap="nowrap">
      {[...TRACKING_LANGUAGES].reverse().map((option) => (
        <Button
          key={option}
          size="xs"
          lang={option}
          variant={option === language ? 'filled' : 'default'}
          aria-pressed={option === language}
          onClick={() => switchTrackingLanguage(option)}
        >
          {t(`language.${option}`)}
        </Button>
      ))}
    </Group>
  );
}
