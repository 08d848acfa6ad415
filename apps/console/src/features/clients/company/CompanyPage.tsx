import type { ReactNode } from 'react';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientView } from '@parcel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { companyQuery } from '../clients.api';
import { countryName } from '../countries';
import { toDisplayPrefix } from '../phone-prefix';

/** `/company`: the logged-in client's company data (GET client/data/0), read only. */
export function CompanyPage() {
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
