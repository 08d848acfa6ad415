import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { updateClient, useRefreshClients } from '../clients.api';
import { toUpdateRequest, valuesFromClient, type ClientFormValues } from './client-form-values';
import { toastClientErrors } from './client-errors';
import { ClientForm } from './ClientForm';
import { IaiPasswordSection } from './IaiPasswordSection';

/** The card's client data tab: the client form, saved with PUT app/v1/client/; below it the shop-platform password. */
export function ClientDataTab({ client }: { client: ClientView }) {
  const { t } = useTranslation();
  const refresh = useRefreshClients();
  const initial = useMemo(() => valuesFromClient(client), [client]);
  const save = useMutation({
    mutationFn: (values: ClientFormValues) => updateClient(toUpdateRequest(client.id, values)),
    onSuccess: () => {
      toast.success(t('clients.toast.edited_client'));
      void refresh();
    },
    onError: toastClientErrors,
  });
  return (
    <Stack gap="lg">
      <ClientForm
        mode="edit"
        initial={initial}
        submitLabel={t('app.save')}
        pending={save.isPending}
        error={save.error}
        onSubmit={(values) => save.mutate(values)}
      />
      <IaiPasswordSection key={client.id} client={client} />
    </Stack>
  );
}
