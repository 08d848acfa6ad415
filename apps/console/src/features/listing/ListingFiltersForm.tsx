import type { ReactNode } from 'react';
import { Accordion, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LISTING_DATE_TYPES, LISTING_PROBLEM_RULES } from '@parcel/contracts';
import { COUNTRIES, type Role } from '@parcel/domain';
import { useTranslation } from '@/shared/i18n/i18n';
import { flagEmoji } from '@/shared/ui/flag';
import { ClientPicker, ClientsMultiPicker } from './ClientPickers';
import { problematicSectorsQuery, statusGroupsQuery } from './listing.api';
import { visibleFilters, type ListingFilters } from './listing-criteria';

const LISTING_COUNTRY_CODES = ['RO', 'HU', 'BG'] as const;

interface Props {
  readonly role: Role;
  readonly value: ListingFilters;
  readonly onChange: (change: Partial<ListingFilters>) => void;
  readonly onFilter: () => void;
  readonly onReset: () => void;
  /** Buttons beside Filter and reset (report, statuses, selection, labels). */
  readonly actions?: ReactNode;
}

/**
 * The listing's filters (spec/03 §2) as the role sees them; Filter (or Enter
 * in a field) applies them. The list kind is the toggle above the table.
 */
export function ListingFiltersForm({ role, value, onChange, onFilter, onReset, actions }: Props) {
  const { t } = useTranslation();
  const visible = visibleFilters(role, value.type);
  const groups = useQuery(statusGroupsQuery());
  const yesNo = [
    { value: '', label: t('listing.filters.any') },
    { value: '1', label: t('listing.filters.yes') },
    { value: '0', label: t('listing.filters.no') },
  ];
  const datesWrong = value.start !== '' && value.end !== '' && value.start > value.end;
  const select = (key: 'locker' | 'cod' | 'processable', label: string) => (
    <Select
      label={label}
      data={yesNo}
      value={value[key]}
      onChange={(next) => onChange({ [key]: (next ?? '') as ListingFilters[typeof key] })}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
  const field = (key: 'internal_number' | 'out_number' | 'return_number', label: string) => (
    <TextInput label={label} value={value[key]} maxLength={100} onChange={(event) => onChange({ [key]: event.currentTarget.value })} />
  );
  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label={t('listing.filters.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!datesWrong) onFilter();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
            <Select
              label={t('listing.filters.deleted')}
              data={(['0', '1'] as const).map((option) => ({ value: option, label: t(`listing.filters.deletedOptions.${option}`) }))}
              value={value.deleted}
              onChange={(next) => onChange({ deleted: next === '1' ? '1' : '0' })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {select('locker', t('listing.filters.locker'))}
            {select('cod', t('listing.filters.cod'))}
            <TextInput
              label={t('listing.filters.start')}
              type="date"
              value={value.start}
              max={value.end || undefined}
              onChange={(event) => onChange({ start: event.currentTarget.value })}
              error={datesWrong ? t('listing.filters.badDates') : undefined}
            />
            <TextInput
              label={t('listing.filters.end')}
              type="date"
              value={value.end}
              min={value.start || undefined}
              onChange={(event) => onChange({ end: event.currentTarget.value })}
            />
            <Select
              label={t('listing.filters.dateType')}
              data={LISTING_DATE_TYPES.map((type) => ({ value: type, label: t(`listing.filters.dateTypes.${type}`) }))}
              value={value.date_type}
              onChange={(next) => onChange({ date_type: next === 'received' ? 'received' : 'created' })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('listing.filters.statusGroup')}
              placeholder={t('listing.filters.any')}
              data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
              value={value.status_group_id || null}
              onChange={(next) => onChange({ status_group_id: next ?? '' })}
              clearable
              clearButtonProps={{ 'aria-label': t('listing.filters.clear') }}
              comboboxProps={{ withinPortal: true }}
            />
            {field('internal_number', visible.client ? t('listing.filters.internalNumber') : t('listing.filters.waybillNumber'))}
            {field('out_number', t('listing.filters.outNumber'))}
            {field('return_number', t('listing.filters.returnNumber'))}
            {visible.client && (
              <ClientPicker key={value.client?.id ?? 'none'} value={value.client} onPick={(client) => onChange({ client })} />
            )}
            <Select
              label={t('listing.filters.country')}
              placeholder={t('listing.filters.any')}
              data={LISTING_COUNTRY_CODES.map((iso) => ({
                value: iso,
                label: `${flagEmoji(iso)} ${COUNTRIES.find((country) => country.iso_code === iso)?.name ?? iso}`,
              }))}
              value={value.country || null}
              onChange={(next) => onChange({ country: (next ?? '') as ListingFilters['country'] })}
              clearable
              clearButtonProps={{ 'aria-label': t('listing.filters.clear') }}
              comboboxProps={{ withinPortal: true }}
            />
            {visible.processable && select('processable', t('listing.filters.processable'))}
          </SimpleGrid>
          {visible.extra && <ExtraFilters role={role} value={value} onChange={onChange} />}
          <Group gap="sm">
            <Button type="submit" disabled={datesWrong}>
              {t('listing.actions.filter')}
            </Button>
            <Button variant="default" onClick={onReset}>
              {t('listing.actions.reset')}
            </Button>
            {actions}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The accordion of extra filters (staff): clients included or excluded, problem rule (admins), problematic sector (parcels). */
function ExtraFilters({ role, value, onChange }: Pick<Props, 'role' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const visible = visibleFilters(role, value.type);
  const sectors = useQuery({ ...problematicSectorsQuery(), enabled: visible.problematicSector });
  const active =
    value.client_ids.length > 0 || value.problem_rule_code !== '' || (visible.problematicSector && value.problematic_sector_id !== '');
  return (
    <Accordion variant="contained" defaultValue={active ? 'extra' : null}>
      <Accordion.Item value="extra">
        <Accordion.Control>
          <Text fw={500} size="sm">
            {t('listing.filters.extra')}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
            <Stack gap={4}>
              <ClientsMultiPicker value={value.client_ids} onChange={(client_ids) => onChange({ client_ids })} />
              <Text size="sm" fw={500} id="listing-clients-mode" mt={4}>
                {t('listing.filters.clientsMode')}
              </Text>
              <SegmentedControl
                aria-labelledby="listing-clients-mode"
                value={value.client_list_filter_mode}
                onChange={(mode) => onChange({ client_list_filter_mode: mode === 'exclude' ? 'exclude' : 'include' })}
                data={(['include', 'exclude'] as const).map((mode) => ({ value: mode, label: t(`listing.filters.clientsModes.${mode}`) }))}
              />
            </Stack>
            <Stack gap="xs">
              {visible.problemRule && (
                <Select
                  label={t('listing.filters.problemRule')}
                  placeholder={t('listing.filters.any')}
                  data={LISTING_PROBLEM_RULES.map((code) => ({ value: code, label: t(`listing.filters.problemRules.${code}`) }))}
                  value={value.problem_rule_code || null}
                  onChange={(next) => onChange({ problem_rule_code: (next ?? '') as ListingFilters['problem_rule_code'] })}
                  clearable
                  clearButtonProps={{ 'aria-label': t('listing.filters.clear') }}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              {visible.problematicSector && (
                <Select
                  label={t('listing.filters.problematicSector')}
                  placeholder={t('listing.filters.any')}
                  data={(sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name }))}
                  value={value.problematic_sector_id || null}
                  onChange={(next) => onChange({ problematic_sector_id: next ?? '' })}
                  searchable
                  clearable
                  clearButtonProps={{ 'aria-label': t('listing.filters.clear') }}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            </Stack>
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
