import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ListTable } from '../../../shared/table/ListTable';
import { ButtonLink } from '../../../shared/ui/links';
import { TabHeader } from '../settings-shared/SettingsPage';
import { clientCredentialsQuery } from './credentials.api';
import { credentialsColumns, type NumberedCredential } from './credentials.columns';

/** The card's API tab: the client's courier credentials, the main one marked; a row opens its form. */
export function CredentialsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo(credentialsColumns, []);
  const credentials = useQuery({
    ...clientCredentialsQuery(clientId),
    select: (rows): NumberedCredential[] => rows.map((row, index) => ({ ...row, number: index + 1 })),
  });
  return (
    <section aria-labelledby="credentials-tab-title">
      <TabHeader
        id="credentials-tab-title"
        title={t('clientSettings.credentials.tabTitle')}
        action={
          <ButtonLink to="/client/$id/credentail" params={{ id: String(clientId) }}>
            {t('clientSettings.credentials.add')}
          </ButtonLink>
        }
      />
      <ListTable
        label={t('clientSettings.credentials.tableLabel')}
        columns={columns}
        result={credentials}
        rowKey={(row) => row.id}
        emptyMessage={t('clientSettings.credentials.empty')}
        onRowClick={(row) => void navigate({ to: '/client/$id/credentail/$credentialId', params: { id: String(clientId), credentialId: row.id } })}
      />
    </section>
  );
}
