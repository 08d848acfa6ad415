import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';

/** What the button runs after "Tak": a mutation without variables (a delete, an unpin). */
interface ConfirmedAction {
  readonly mutate: () => void;
  readonly isPending: boolean;
}

/** A settings form's red "Usuń" (or `children`) beside its title: asks for a confirmation, then runs the action. */
export function ConfirmDeleteButton({ action, disabled, children }: { action: ConfirmedAction; disabled?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button
      color="red"
      variant="light"
      loading={action.isPending}
      disabled={disabled}
      onClick={async () => {
        if (await confirmAction()) action.mutate();
      }}
    >
      {children ?? t('clients.settings.delete')}
    </Button>
  );
}
