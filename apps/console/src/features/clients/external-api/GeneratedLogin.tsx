import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from '@/shared/i18n/i18n';

const MODAL_ID = 'generated-external-login';

/** A value with a button that copies it. */
export function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="copyable-value">
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy} aria-label={t('clientSettings.externalApi.copyWhat', { what: label })}>
              {copied ? t('clientSettings.externalApi.copied') : t('clientSettings.externalApi.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** Shows the username and password the server generated, once, right after the create. */
export function showGeneratedLogin(login: { username: string | null; password: string | null }): void {
  modals.open({
    modalId: MODAL_ID,
    title: t('clientSettings.externalApi.generatedTitle'),
    closeButtonProps: { 'aria-label': t('app.close') },
    children: (
      <Stack gap="md">
        <Text size="sm">{t('clientSettings.externalApi.generatedIntro')}</Text>
        {login.username && <CopyableValue label={t('clientSettings.externalApi.fields.username')} value={login.username} />}
        {login.password && <CopyableValue label={t('clientSettings.externalApi.fields.password')} value={login.password} />}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(MODAL_ID)} data-autofocus>
            {t('clientSettings.externalApi.generatedOk')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
