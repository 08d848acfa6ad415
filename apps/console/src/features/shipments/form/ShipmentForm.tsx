import { useEffect, type ReactNode } from 'react';
import { Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { DeliveryServiceView, ShipmentView } from '@parcel/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChangedElsewhere, useServerValues } from '@/shared/forms/server-values';
import { SubmitButton } from '@/shared/forms/SubmitButton';
import { useTranslation } from '@/shared/i18n/i18n';
import './shipment-form.css';
import { clientSearchQuery, type ClientOption } from '@/shared/api/client-search';
import { deliveryServicesQuery } from '../shipments.api';
import { ContentFields, AdditionalDataFields } from './ContentFields';
import { ParcelsTable } from './ParcelsTable';
import { PartyFields } from './PartyFields';
import { PartySummary } from './PartySummary';
import { SearchSelect } from './SearchSelect';
import { CATALOGUE_SERVICES, countriesOf, countryOptions, currencyOf, serviceOptions } from './service-options';
import { countryChange, isReturnService, serviceChange, type ShipmentFormValues } from './shipment-form-values';
import { fieldProps, useShipmentForm, type ShipmentForm as Form } from './use-shipment-form';
import { useShipmentFieldLabel } from './field-labels';

interface Props {
  readonly initial: ShipmentFormValues;
  /** The admin creating a shipment picks its client; everyone else has it fixed. */
  readonly pickClient: boolean;
  /** An admin names the client whose services to list; a client's own list needs no id. */
  readonly adminCaller: boolean;
  /** False: every field read-only, no Save (a registered shipment, a warehouse worker). */
  readonly editable: boolean;
  /** A stored shipment: the client's side shows read-only beside the form. */
  readonly shipment?: ShipmentView;
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The last failure of the submit: a 422 marks its fields. */
  readonly error: unknown;
  /** Resolves once saved (the form's edits are then the stored values); rejects on failure. */
  readonly onSubmit: (values: ShipmentFormValues) => Promise<unknown>;
}

/**
 * The shipment data card (spec/03 §2): client, service and country, the party
 * the sender fills in (the recipient, the sender for returns), the client's
 * side (read-only, when viewing), content, additional data and parcels.
 */
export function ShipmentForm({ initial, pickClient, adminCaller, editable, shipment, submitLabel, pending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const { form, schema } = useShipmentForm(initial, { pickClient, editable, error });
  // A stored shipment's changes on the server (registered meanwhile, saved elsewhere) reach the form.
  const server = useServerValues(form, shipment ? initial : undefined);
  const fieldLabel = useShipmentFieldLabel(form.values.delivery_service);
  const clientId = adminCaller && form.values.client_id ? Number(form.values.client_id) : null;
  // The admin's list waits for the client (its allowed countries); a client's own list needs no id.
  const served = useQuery({ ...deliveryServicesQuery(clientId), enabled: editable && (!adminCaller || clientId !== null) });
  const services = editable && served.data?.length ? served.data : CATALOGUE_SERVICES;
  const isReturn = isReturnService(form.values.delivery_service);
  useOfferedCountry(form, shipment ? undefined : served.data);

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSubmit(values).then(
          () => form.resetDirty(values),
          () => undefined,
        ),
      )}
      noValidate
      aria-label={t('shipments.form.name')}
      className={editable ? undefined : 'shipment-read-only'}
    >
      <Stack gap="lg">
        <ChangedElsewhere state={server} message={t('shipments.form.changedElsewhere')} reloadLabel={t('shipments.form.reload')} />
        {editable && (
          <Text size="sm" c="dimmed">
            {t('shipments.form.required')}
          </Text>
        )}
        <Section legend={t('shipments.form.shipment')} disabled={!editable}>
          <ClientField form={form} pickClient={pickClient} />
          <ServiceFields form={form} services={services} />
        </Section>
        <Section legend={isReturn ? t('shipments.form.sender') : t('shipments.form.recipient')} disabled={!editable} cols={1}>
          <PartyFields form={form} />
        </Section>
        {shipment && (
          <Section legend={isReturn ? t('shipments.form.recipientClient') : t('shipments.form.senderClient')} cols={1}>
            <PartySummary party={isReturn ? shipment.recipient : shipment.sender} />
          </Section>
        )}
        <Section legend={t('shipments.form.content')} disabled={!editable}>
          <ContentFields form={form} />
        </Section>
        <Section legend={t('shipments.form.additional')} disabled={!editable}>
          <AdditionalDataFields form={form} />
        </Section>
        <Section legend={t('shipments.form.parcels')} cols={1}>
          <ParcelsTable form={form} editable={editable} />
        </Section>
        {editable && (
          <SubmitButton schema={schema} values={form.values} shown={form.errors} fieldLabel={fieldLabel} loading={pending}>
            {submitLabel}
          </SubmitButton>
        )}
      </Stack>
    </form>
  );
}

/**
 * A new shipment follows the client's list as it arrives: a service or
 * country the client may not use becomes the first one it may.
 */
function useOfferedCountry(form: Form, services: readonly DeliveryServiceView[] | undefined) {
  useEffect(() => {
    if (!services?.length) return;
    const values = form.getValues();
    const service = services.some((s) => String(s.id) === values.delivery_service) ? values.delivery_service : String(services[0]!.id);
    const countries = countriesOf(services, service);
    const patch = service === values.delivery_service ? {} : serviceChange(values, service, countries);
    const country = countries.find((c) => String(c.id) === (patch.country_id ?? values.country_id)) ?? countries[0];
    if (country && String(country.id) !== (patch.country_id ?? values.country_id))
      Object.assign(patch, countryChange(values, String(country.id), country.currency));
    else if (country && country.currency !== values.currency) Object.assign(patch, { currency: country.currency });
    if (Object.keys(patch).length) form.setValues(patch);
  }, [services]);
}

/** A titled group of fields; read-only (disabled) unless the shipment may be changed. */
function Section({ legend, cols = 2, disabled, children }: { legend: string; cols?: 1 | 2; disabled?: boolean; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md" disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The admin picks the client from a search (3+ characters); the others see whose shipment it is. */
function ClientField({ form, pickClient }: { form: Form; pickClient: boolean }) {
  const { t } = useTranslation();
  if (!pickClient) {
    return form.values.client_name ? <TextInput label={t('shipments.fields.client_id')} value={form.values.client_name} readOnly /> : null;
  }
  return (
    <SearchSelect<ClientOption>
      label={t('shipments.fields.client_id')}
      placeholder={t('shipments.search.clientPlaceholder')}
      required
      value={form.values.client_id}
      valueLabel={form.values.client_name}
      search={clientSearchQuery}
      keyOf={(client) => String(client.id)}
      labelOf={(client) => `${client.name} (${client.email})`}
      onPick={(client) =>
        form.setValues({ client_id: client ? String(client.id) : null, client_name: client ? `${client.name} (${client.email})` : '' })
      }
      error={form.errors['client_id']}
      onClick={() => form.clearFieldError('client_id')}
    />
  );
}

/** The service and the country (sender's for returns, recipient's otherwise); both drive what the party needs. */
function ServiceFields({ form, services }: { form: Form; services: readonly DeliveryServiceView[] }) {
  const { t } = useTranslation();
  const service = form.values.delivery_service;
  const countries = countryOptions(services, service);
  // A stored country the list no longer offers still shows.
  const shownCountries = countries.some((c) => c.value === form.values.country_id)
    ? countries
    : [...countries, ...countryOptions(CATALOGUE_SERVICES, service).filter((c) => c.value === form.values.country_id)];
  return (
    <>
      <Select
        label={t('shipments.fields.delivery_service')}
        data={serviceOptions(services)}
        allowDeselect={false}
        required
        withAsterisk
        {...fieldProps(form, 'delivery_service')}
        onChange={(value) => value && form.setValues(serviceChange(form.values, value, countriesOf(services, value)))}
      />
      <Select
        label={isReturnService(service) ? t('shipments.fields.senderCountry') : t('shipments.fields.recipientCountry')}
        data={shownCountries}
        allowDeselect={false}
        required
        withAsterisk
        {...fieldProps(form, 'country_id')}
        onChange={(value) =>
          value &&
          value !== form.values.country_id &&
          form.setValues(countryChange(form.values, value, currencyOf(services, service, value)))
        }
      />
    </>
  );
}
