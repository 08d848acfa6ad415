import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ExternalCredentialRow } from '@parcel/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/i18n';
import { confirmAction } from '../../../shared/notify/confirm';
import { toast } from '../../../shared/notify/toasts';
import { ListTable } from '../../../shared/table/ListTable';
import { ButtonLink } from '../../../shared/ui/links';
import { refreshClients, toastAnswer } from '../settings-shared/answers';
import { TabHeader } from '../settings-shared/SettingsPage';
import { deleteExternalCredential, externalCredentialsQuery } from './external-api.api';
import { externalColumns } from './external-api.columns';
import { ServerAddresses } from './ServerAddresses';

/** The card's external API tab: the client's credentials for shop platforms and marketplaces, the addresses to whitelist. */
export function ExternalApiTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const credentials = useQuery(externalCredentialsQuery(clientId));
  const remove = useMutation({
    mutationFn: (row: ExternalCredentialRow) => deleteExternalCredential(clientId, row.id),
    onSuccess: async (answer) => {
      toastAnswer(answer.message);
      await refreshClients(queryClient);
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const columns = useMemo(
    () =>
      externalColumns(async (row) => {
        if (await confirmAction()) remove.mutate(row);
      }),
    [remove.mutate],
  );
  return (
    <section aria-labelledby="external-api-tab-title">
      <TabHeader
        id="external-api-tab-title"
        title={t('clientSettings.externalApi.tabTitle')}
        action={
          <ButtonLink to="/client/$id/external_api_credentials" params={{ id: String(clientId) }}>
            {t('clientSettings.externalApi.add')}
          </ButtonLink>
        }
      />
      <Stack gap="md">
        <ServerAddresses />
        <ListTable
          label={t('clientSettings.externalApi.tableLabel')}
          columns={columns}
          result={credentials}
          rowKey={(row) => row.id}
          emptyMessage={t('clientSettings.externalApi.empty')}
          onRowClick={(row) =>
            void navigate({ to: '/client/$id/external_api_credentials/$credId', params: { id: String(clientId), credId: row.id } })
          }
        />
      </Stack>
    </section>
  );
}
