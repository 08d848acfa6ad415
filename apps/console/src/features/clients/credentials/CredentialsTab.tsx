import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SettingsListTab } from '../settings-shared/SettingsListTab';
import { clientCredentialsQuery } from './credentials.api';
import { credentialsColumns, type NumberedCredential } from './credentials.columns';

/** The card's API tab: the client's courier credentials, the main one marked; a row opens its form. */
export function CredentialsTab({ clientId }: { clientId: number }) {
  const navigate = useNavigate();
  const columns = useMemo(credentialsColumns, []);
  const credentials = useQuery({
    ...clientCredentialsQuery(clientId),
    select: (rows): NumberedCredential[] => rows.map((row, index) => ({ ...row, number: index + 1 })),
  });
  return (
    <SettingsListTab
      clientId={clientId}
      texts="credentials"
      addTo="/client/$id/credentail"
      columns={columns}
      result={credentials}
      onRowClick={(row) => void navigate({ to: '/client/$id/credentail/$credentialId', params: { id: String(clientId), credentialId: row.id } })}
    />
  );
}
