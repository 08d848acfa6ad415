import { Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SEEDED_SECTORS } from '@parcel/domain';
import type { SortingRuleView, SortingZoneView } from '@parcel/contracts';
import { errorText } from '@/shared/api/error-text';
import { t, useTranslation } from '@/shared/i18n/i18n';
import { sortingRulesQuery } from './sorting.api';

const bucketsOf = (zone: SortingZoneView): string => {
  if (zone.per_client) return t('warehouseSorting.rules.perClient');
  if (zone.kind === 'problem') return t('warehouseSorting.rules.perSector');
  if (zone.buckets.length === 0) return t('warehouseSorting.rules.noBuckets');
  return zone.buckets.map((b) => `${b.identifier}: ${b.name}`).join('; ');
};

const whenOf = (rule: SortingRuleView): string =>
  t(`warehouseSorting.rules.when.${rule.reason ?? rule.outcome}` as 'warehouseSorting.rules.when.classified', {
    defaultValue: rule.outcome,
  });

const zoneOf = (rule: SortingRuleView): string => {
  if (rule.zone !== null) return String(rule.zone);
  return rule.outcome === 'classified' ? t('warehouseSorting.rules.byTable') : t('warehouseSorting.rules.noZone');
};

const sectorOf = (rule: SortingRuleView): string => {
  if (rule.suggested_problematic_sector_id === null)
    return rule.reason === 'in_problem_sector' ? t('warehouseSorting.rules.when.in_problem_sector') : '—';
  const sector = SEEDED_SECTORS.find((s) => s.id === rule.suggested_problematic_sector_id);
  return sector ? `${sector.code} – ${sector.name}` : String(rule.suggested_problematic_sector_id);
};

/** /sorting-rules (admins): the zones of the floor and the rules of the sorting decision, as the API applies them. */
export function SortingRulesPage() {
  const { t } = useTranslation();
  const rules = useQuery(sortingRulesQuery());
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('warehouseSorting.rules.title')}
      </Title>
      <Button component={Link} to="/parcel-classification" variant="subtle" w="fit-content" px="xs">
        ← {t('warehouseSorting.rules.back')}
      </Button>
      <Text>{t('warehouseSorting.rules.intro')}</Text>
      {rules.isPending && <Loader aria-label={t('app.loading')} />}
      {rules.isError && <Text role="alert">{errorText(rules.error)}</Text>}
      {rules.data && (
        <>
          <Title order={2} size="h3">
            {t('warehouseSorting.rules.zonesTitle')}
          </Title>
          <Table.ScrollContainer
            type="native"
            minWidth={720}
            tabIndex={0}
            role="region"
            aria-label={t('warehouseSorting.rules.zonesTable')}
          >
            <Table striped withTableBorder aria-label={t('warehouseSorting.rules.zonesTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('warehouseSorting.rules.columns.zone')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.name')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.description')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.buckets')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.courier')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.data.zones.map((zone) => (
                  <Table.Tr key={zone.zone}>
                    <Table.Td fw={900} fz="xl">
                      {zone.zone}
                    </Table.Td>
                    <Table.Td fw={700}>{zone.name}</Table.Td>
                    <Table.Td>{zone.description}</Table.Td>
                    <Table.Td>{bucketsOf(zone)}</Table.Td>
                    <Table.Td>{zone.courier ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={2} size="h3">
            {t('warehouseSorting.rules.rulesTitle')}
          </Title>
          <Table.ScrollContainer
            type="native"
            minWidth={720}
            tabIndex={0}
            role="region"
            aria-label={t('warehouseSorting.rules.rulesTable')}
          >
            <Table striped withTableBorder aria-label={t('warehouseSorting.rules.rulesTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('warehouseSorting.rules.columns.order')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.when')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.answer')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.zone')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.sector')}</Table.Th>
                  <Table.Th>{t('warehouseSorting.rules.columns.records')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.data.rules.map((rule) => (
                  <Table.Tr key={rule.order}>
                    <Table.Td>{rule.order}</Table.Td>
                    <Table.Td>{whenOf(rule)}</Table.Td>
                    <Table.Td ff="monospace">{rule.http}</Table.Td>
                    <Table.Td>{zoneOf(rule)}</Table.Td>
                    <Table.Td>{sectorOf(rule)}</Table.Td>
                    <Table.Td>{rule.records ? t('warehouseSorting.rules.yes') : t('warehouseSorting.rules.no')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
