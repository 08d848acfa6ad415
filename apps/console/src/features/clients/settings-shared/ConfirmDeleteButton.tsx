import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';

/** What the button runs after "Tak": a mutation without variables (a delete, an unpin). */
interface ConfirmedAction {
  readonly mutate: () => void;
  readonly isPending: boolean;
}

/** A settings form's red "Usuń" (or `children`) beside its title: asks `question` (naming what goes), then runs the action. */
export function ConfirmDeleteButton({
  action,
  question,
  disabled,
  children,
}: {
  action: ConfirmedAction;
  question: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Button
      color="red"
      variant="light"
      loading={action.isPending}
      disabled={disabled}
      onClick={async () => {
        if (await confirmAction(question)) action.mutate();
      }}
    >
      {children ?? t('clients.settings.delete')}
    </Button>
  );
}
