import { useId, useState } from 'react';
import { Autocomplete, Group, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { localitySearchQuery, lockerSearchQuery, streetSearchQuery, type LocalityOption, type LockerOption } from '../shipments.api';
import { SEARCH_MIN_CHARS, SearchSelect } from './SearchSelect';
import { isLockerService, localityChange, lockerChange, privatePersonChange, streetChange } from './shipment-form-values';
import { fieldProps, type ShipmentForm } from './use-shipment-form';

/**
 * The party the sender fills in (spec/03 §3 interested entity): name,
 * private person (yes clears the contact name), contact name, e-mail, phone,
 * and the address (locality, postal code, street, details) or, for locker
 * services, the locker.
 */
export function PartyFields({ form }: { form: ShipmentForm }) {
  const { t } = useTranslation();
  const locker = isLockerService(form.values.delivery_service);
  const detailsId = useId();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={t('shipments.fields.name')} required withAsterisk maxLength={100} {...fieldProps(form, 'name')} />
        <Switch
          label={t('shipments.fields.private_person')}
          mt={{ base: 0, sm: 'xl' }}
          {...fieldProps(form, 'private_person', 'checkbox')}
          onChange={(event) => form.setValues(privatePersonChange(event.currentTarget.checked))}
        />
        <TextInput
          label={t('shipments.fields.contact_name')}
          description={form.values.private_person ? t('shipments.form.contactNameForCompany') : undefined}
          disabled={form.values.private_person}
          required={!form.values.private_person}
          withAsterisk={!form.values.private_person}
          maxLength={100}
          {...fieldProps(form, 'contact_name')}
        />
        <TextInput label={t('shipments.fields.email')} type="email" autoComplete="off" maxLength={254} {...fieldProps(form, 'email')} />
        <Group grow align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('shipments.fields.phone_prefix')}
            description={t('shipments.form.phonePrefixHint')}
            inputMode="tel"
            required
            withAsterisk
            maxLength={5}
            style={{ flexGrow: 0, flexBasis: '35%' }}
            {...fieldProps(form, 'phone_prefix')}
          />
          <TextInput
            label={t('shipments.fields.phone_number')}
            description={t('shipments.form.phoneNumberHint')}
            inputMode="numeric"
            required
            withAsterisk
            maxLength={10}
            {...fieldProps(form, 'phone_number')}
          />
        </Group>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <LocalityField form={form} required={!locker} />
        {locker ? (
          <LockerField form={form} />
        ) : (
          <>
            <TextInput label={t('shipments.fields.postal_code')} maxLength={12} {...fieldProps(form, 'postal_code')} />
            <StreetField form={form} detailsId={detailsId} />
            <TextInput
              id={detailsId}
              label={t('shipments.fields.details')}
              description={t('shipments.form.detailsHint')}
              required
              withAsterisk
              maxLength={200}
              {...fieldProps(form, 'details')}
            />
          </>
        )}
      </SimpleGrid>
    </>
  );
}

/** The locality from the address database of the chosen country (3+ characters); picking fills the postal code. */
function LocalityField({ form, required }: { form: ShipmentForm; required: boolean }) {
  const { t } = useTranslation();
  const country = form.values.country_id;
  return (
    <SearchSelect<LocalityOption>
      label={t('shipments.fields.locality_id')}
      description={required ? undefined : t('shipments.form.localityForLockers')}
      placeholder={t('shipments.search.placeholder')}
      required={required}
      value={form.values.locality_id}
      valueLabel={form.values.locality_name}
      search={(text) => localitySearchQuery(country, text)}
      keyOf={(locality) => String(locality.id)}
      labelOf={(locality) => [locality.name, locality.municipality, locality.voivodeship].filter(Boolean).join(', ')}
      onPick={(locality) => form.setValues(localityChange(locality))}
      error={form.errors['locality_id']}
      onClick={() => form.clearFieldError('locality_id')}
    />
  );
}

/** Puts the caret at the end of a field (after the street a picker wrote there: the house number follows). */
function focusEnd(id: string): void {
  requestAnimationFrame(() => {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  });
}

/** The street of the chosen locality (enabled once one is chosen; 3+ characters): picking writes it into the address and moves there for the number. */
function StreetField({ form, detailsId }: { form: ShipmentForm; detailsId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const locality = form.values.locality_id;
  const streets = useQuery({
    ...streetSearchQuery(locality ?? '', debounced),
    enabled: locality !== null && debounced.length >= SEARCH_MIN_CHARS,
  });
  const names = (streets.data ?? []).map((street) => [street.type, street.name].filter(Boolean).join(' '));
  return (
    <Autocomplete
      label={t('shipments.fields.street')}
      description={locality ? t('shipments.form.streetHint') : t('shipments.form.streetNeedsLocality')}
      placeholder={t('shipments.search.placeholder')}
      disabled={locality === null}
      value={text}
      onChange={setText}
      data={[...new Set(names)]}
      filter={({ options }) => options}
      maxDropdownHeight={200}
      onOptionSubmit={(name) => {
        const street = (streets.data ?? []).find((candidate) => [candidate.type, candidate.name].filter(Boolean).join(' ') === name);
        if (!street) return;
        form.setValues(streetChange(form.values, street));
        focusEnd(detailsId);
      }}
    />
  );
}

/** The locker of a locker service, searched in the chosen country (and locality, when chosen). */
function LockerField({ form }: { form: ShipmentForm }) {
  const { t } = useTranslation();
  const { country_id: country, locality_id: locality } = form.values;
  return (
    <SearchSelect<LockerOption>
      label={t('shipments.fields.locker_id')}
      placeholder={t('shipments.search.lockerPlaceholder')}
      required
      value={form.values.locker_id}
      valueLabel={form.values.locker_name}
      search={(text) => lockerSearchQuery(country, locality, text)}
      keyOf={(item) => String(item.id)}
      labelOf={(item) => `${item.name} – ${item.address}, ${item.locality_name}`}
      onPick={(item) => form.setValues(lockerChange(form.values, item))}
      error={form.errors['locker_id']}
      onClick={() => form.clearFieldError('locker_id')}
    />
  );
}
