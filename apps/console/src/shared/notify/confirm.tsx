import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from '@/shared/i18n/i18n';

/**
 * Asked before every destructive action; resolves true on "Tak". The question
 * names what it does ("Zablokować klienta Sklep Ania?"); "Nie" has the focus,
 * so an Enter pressed out of habit changes nothing.
 */
export function confirmAction(message: string = t('confirm.message')): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm.title'),
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: t('confirm.yes'), cancel: t('confirm.no') },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('app.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
