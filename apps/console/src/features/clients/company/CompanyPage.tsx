import { useState, type ReactNode } from 'react';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ClientOption } from '@/shared/api/client-search';
import { ClientPicker } from '@/shared/forms/ClientPicker';
import { useTranslation } from '@/shared/i18n/i18n';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { clientQuery, companyQuery } from '../clients.api';
import { countryName } from '../countries';
import { toDisplayPrefix } from '../phone-prefix';

/**
 * `/company` (admin and client, spec/03 §2): a client sees its own company data
 * (GET client/data/0), read only; an admin picks a client (`?client_id=`) and
 * sees that client's data as the client sees it, with the way to its card.
 */
export function CompanyPage({ admin, clientId }: { admin: boolean; clientId?: number }) {
  return admin ? <AdminCompanyPage clientId={clientId} /> : <ClientCompanyPage />;
}

function ClientCompanyPage() {
  const { t } = useTranslation();
  const company = useQuery(companyQuery());
  return (
    <>
      <Title order={1} size="h2">
        {t('clients.company.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('clients.company.intro')}
      </Text>
      {company.isPending ? (
        <LoadingState />
      ) : company.isError ? (
        <ErrorState error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <CompanyDetails company={company.data} />
      )}
    </>
  );
}

function AdminCompanyPage({ clientId }: { clientId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<ClientOption | null>(null);
  const company = useQuery({ ...clientQuery(clientId ?? 0), enabled: clientId !== undefined });
  const pick = (client: ClientOption | null) => {
    setPicked(client);
    void navigate({ to: '/company', search: client ? { client_id: client.id } : {}, replace: true });
  };
  return (
    <>
      <Title order={1} size="h2">
        {t('clients.company.adminTitle')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('clients.company.adminIntro')}
      </Text>
      <Box maw={480} mb="md">
        <ClientPicker
          label={t('clients.company.client')}
          value={picked ?? (company.data ? { id: company.data.id, name: company.data.name, email: company.data.email } : null)}
          onPick={pick}
        />
      </Box>
      {clientId === undefined ? null : company.isPending ? (
        <LoadingState />
      ) : company.isError ? (
        <ErrorState error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <Stack gap="md">
          <AnchorLink to="/client/$id" params={{ id: String(clientId) }}>
            {t('clients.company.openCard')}
          </AnchorLink>
          <CompanyDetails company={company.data} />
        </Stack>
      )}
    </>
  );
}

function CompanyDetails({ company }: { company: ClientView }) {
  const { t } = useTranslation();
  const yesNo = (flag: number) => t(flag === 1 ? 'clients.yes' : 'clients.no');
  const countries = company.allowed_countries.map(countryName).join(', ');
  return (
    <Stack gap="md">
      <Section title={t('clients.company.company')}>
        <Item label={t('clients.fields.name')}>{company.name}</Item>
        <Item label={t('clients.fields.nip')}>{company.nip}</Item>
        <Item label={t('clients.fields.street')}>{company.street}</Item>
        <Item label={t('clients.fields.address')}>{company.address}</Item>
        <Item label={t('clients.fields.post_code')}>{company.post_code}</Item>
        <Item label={t('clients.fields.city')}>{company.city}</Item>
        <Item label={t('clients.fields.country')}>{countryName(company.country)}</Item>
        <Item label={t('clients.fields.bank_account_number')}>{company.bank_account_number}</Item>
      </Section>
      <Section title={t('clients.company.contact')}>
        <Item label={t('clients.fields.email')}>{company.email}</Item>
        <Item label={t('clients.fields.contact_name')}>{company.contact_name}</Item>
        <Item label={t('clients.company.phone')}>{`${toDisplayPrefix(company.phone_number_prefix)} ${company.phone_number}`}</Item>
      </Section>
      <Section title={t('clients.company.shipping')}>
        <Item label={t('clients.fields.cod_enabled')}>{yesNo(company.cod_enabled)}</Item>
        <Item label={t('clients.fields.download_ext')}>{yesNo(company.download_ext)}</Item>
        <Item label={t('clients.fields.ext_number')}>{yesNo(company.ext_number)}</Item>
        <Item label={t('clients.fields.shipment_note')}>{company.shipment_note}</Item>
        <Item label={t('clients.fields.sender_signature')}>{company.sender_signature}</Item>
        <Item label={t('clients.fields.allowed_countries')}>{countries}</Item>
      </Section>
      <Section title={t('clients.company.addresses')}>
        <Item label={t('clients.fields.re_returning_address')}>{company.re_returning_address}</Item>
        <Item label={t('clients.fields.re_broadcasting_facility_address')}>{company.re_broadcasting_facility_address}</Item>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === '' || children === null || children === undefined;
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {empty ? t('clients.company.none') : children}
      </Text>
    </Box>
  );
}
