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
            <Button size="compact-sm" variant="light" onClick={copy} aria-label={t('clients.settings.externalApi.copyWhat', { what: label })}>
              {copied ? t('clients.settings.externalApi.copied') : t('clients.settings.externalApi.copy')}
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
    title: t('clients.settings.externalApi.generatedTitle'),
    closeButtonProps: { 'aria-label': t('app.close') },
    children: (
      <Stack gap="md">
        <Text size="sm">{t('clients.settings.externalApi.generatedIntro')}</Text>
        {login.username && <CopyableValue label={t('clients.settings.externalApi.fields.username')} value={login.username} />}
        {login.password && <CopyableValue label={t('clients.settings.externalApi.fields.password')} value={login.password} />}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(MODAL_ID)} data-autofocus>
            {t('clients.settings.externalApi.generatedOk')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
