import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';

const DISMISSED_KEY = 'modernization-notice-closed';

/** The notice of the system modernization (6-13 September), shown on the login page until closed once in this browser (local storage). */
export function ModernizationNotice({ onClosed }: { onClosed?: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => localStorage.getItem(DISMISSED_KEY) !== 'true');
  const close = () => {
    localStorage.setItem(DISMISSED_KEY, 'true');
    setOpened(false);
  };
  return (
    <Modal opened={opened} onClose={close} onExitTransitionEnd={onClosed} returnFocus={false} title={t('auth.modernization.title')} centered closeButtonProps={{ 'aria-label': t('app.close') }}>
      <Text size="sm">{t('auth.modernization.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={close} data-autofocus>
          {t('auth.modernization.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
