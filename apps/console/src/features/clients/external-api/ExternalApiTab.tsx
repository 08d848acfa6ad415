import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ExternalCredentialRow } from '@parcel/contracts';
import { useRowDelete } from '../settings-shared/settings-writes';
import { SettingsListTab } from '../settings-shared/SettingsListTab';
import { deleteExternalCredential, externalCredentialsQuery } from './external-api.api';
import { t } from '@/shared/i18n/i18n';
import { externalColumns, externalTypeLabel } from './external-api.columns';
import { ServerAddresses } from './ServerAddresses';

/** The card's external API tab: the client's credentials for shop platforms and marketplaces, the addresses to whitelist. */
export function ExternalApiTab({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const credentials = useQuery(externalCredentialsQuery(clientId));
  const remove = useRowDelete(
    clientId,
    (row: ExternalCredentialRow) => deleteExternalCredential(clientId, row.id),
    (row) => t('clients.settings.externalApi.deleteQuestion', { type: externalTypeLabel(row.type) }),
  );
  const columns = useMemo(() => externalColumns(remove), [remove]);
  return (
    <SettingsListTab
      clientId={clientId}
      texts="externalApi"
      addTo="/client/$id/external_api_credentials"
      above={<ServerAddresses />}
      columns={columns}
      result={credentials}
      onRowClick={(row) => void navigate({ to: '/client/$id/external_api_credentials/$credId', params: { id: String(clientId), credId: row.id } })}
    />
  );
}
