import { Button, Group } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { blockClient, blockDispatch, restoreClient, unblockDispatch, useRefreshClients } from '../clients.api';
import { toastDispatch } from '../settings-shared/answers';

/** The client-level buttons of the card header: block or restore the client, block or unblock its dispatch. */
export function ClientActions({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('clients.card.actions')}>
      <DispatchButton client={client} />
      <BlockButton client={client} />
    </Group>
  );
}

function BlockButton({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const blocked = client.deleted_at !== null;
  const toggle = useMutation({
    // What the click meant travels with the call: live notices may refresh the client before the answer comes.
    mutationFn: (restore: boolean) => (restore ? restoreClient(client.id) : blockClient(client.id)),
    onSuccess: (_answer, restore) => {
      toast.success(t(restore ? 'clients.toast.client_restored' : 'clients.toast.removed_client'));
      void refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Button
      size="sm"
      color={blocked ? undefined : 'red'}
      variant={blocked ? 'filled' : 'light'}
      loading={toggle.isPending}
      onClick={async () => {
        if (await confirmAction(t(blocked ? 'clients.card.restoreQuestion' : 'clients.card.blockQuestion', { name: client.name }))) toggle.mutate(blocked);
      }}
    >
      {t(blocked ? 'clients.card.restore' : 'clients.card.block')}
    </Button>
  );
}

function DispatchButton({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = useRefreshClients();
  const blocked = client.sending_blocked;
  const toggle = useMutation({
    mutationFn: (unblock: boolean) => (unblock ? unblockDispatch(queryClient, client.id) : blockDispatch(client.id)),
    onSuccess: (_answer, unblock) => {
      toastDispatch(unblock ? 'sending_shipments_unblock' : 'sending_shipments_block', client.name);
      void refresh();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <Button
      size="sm"
      variant={blocked ? 'filled' : 'default'}
      loading={toggle.isPending}
      onClick={async () => {
        const question = t(blocked ? 'clients.card.unblockDispatchQuestion' : 'clients.card.blockDispatchQuestion', { name: client.name });
        if (await confirmAction(question)) toggle.mutate(blocked);
      }}
    >
      {t(blocked ? 'clients.card.unblockDispatch' : 'clients.card.blockDispatch')}
    </Button>
  );
}
