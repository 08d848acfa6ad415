import { useMemo } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { leaveWithoutAsking } from '@/shared/forms/leave-guard';
import { toastUnlessFieldErrors } from '@/shared/forms/contract-form';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { AnchorLink } from '@/shared/ui/links';
import { createClient, useRefreshClients } from '../clients.api';
import { newClientValues, toCreateRequest, type ClientFormValues } from './client-form-values';
import { ClientForm } from './ClientForm';

/** `/clients/new`: the client form with the spec's defaults; the new client is mailed a link to set its password. */
export function NewClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshClients();
  const initial = useMemo(
    () =>
      newClientValues({
        contactName: t('clients.defaults.contactName'),
        returningAddress: t('clients.defaults.returningAddress'),
        broadcastingFacilityAddress: t('clients.defaults.broadcastingFacilityAddress'),
      }),
    [t],
  );
  const create = useMutation({
    mutationFn: (values: ClientFormValues) => createClient(toCreateRequest(values)),
    onSuccess: (_answer, values) => {
      // HTML toast: the name is escaped before it goes into the markup, which is sanitized too.
      toast.success(t('clients.toast.client_added', { name: values.name.trim(), interpolation: { escapeValue: true } }), { html: true });
      void refresh();
      void leaveWithoutAsking(() => navigate({ to: '/clients' }));
    },
    onError: toastUnlessFieldErrors,
  });

  return (
    <>
      <AnchorLink to="/clients" size="sm">
        {t('clients.backToList')}
      </AnchorLink>
      <Title order={1} size="h2" mt="md">
        {t('clients.new.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('clients.new.intro')}
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <ClientForm
          mode="create"
          initial={initial}
          submitLabel={t('clients.new.submit')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutate(values)}
        />
      </Paper>
    </>
  );
}
