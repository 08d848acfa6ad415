import { Code, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { Notice } from '../settings-shared/Notice';
import { serverAddressesQuery } from './external-api.api';

/** The two addresses of our servers, for the marketplace panel's whitelist (GET app/v1/external_api_credentials/server_addresses). */
export function ServerAddresses() {
  const { t } = useTranslation();
  const addresses = useQuery(serverAddressesQuery());
  if (!addresses.data || addresses.data.addresses.length === 0) return null;
  return (
    <Notice color="blue" heading={t('clients.settings.externalApi.serverAddressesTitle')}>
      <Text size="sm">{t('clients.settings.externalApi.serverAddresses')}</Text>
      <List size="sm" mt={4} aria-label={t('clients.settings.externalApi.serverAddressesLabel')}>
        {addresses.data.addresses.map((address) => (
          <List.Item key={address}>
            <Code>{address}</Code>
          </List.Item>
        ))}
      </List>
    </Notice>
  );
}
